import { z } from 'zod';
import { principalOf } from '../access/access.plugin';
import type { App, AppContext } from '../context';
import { ok } from '../http/envelope';
import { requestLanguage } from '../i18n/language';

/** Background job status (ARCHITECTURE §1 "background jobs"). */
export async function jobsRoutes(app: App, ctx: AppContext) {
  /**
   * `GET /api/v1/jobs/{id}`: the caller's own job: `{ id, kind, status: queued|running|succeeded|failed,
   * progress: 0-100, result, error: { code, message } | null, createdAt, finishedAt }`. The UI polls it
   * about once a second. Another user's job answers 404 like a missing one. A job whose server process
   * died answers `failed` with JOB_INTERRUPTED.
   */
  app.get(
    '/api/v1/jobs/:id',
    {
      config: { access: { permission: 'authenticated' } },
      schema: {
        summary: 'Status, progress and result of my background job',
        tags: ['jobs'],
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        request,
        await ctx.jobs.view(request.params.id, principalOf(request), requestLanguage(request)),
      );
    },
  );
}
