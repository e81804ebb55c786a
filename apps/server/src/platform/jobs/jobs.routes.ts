import { platformEndpoints as endpoints } from '@spm/contracts';
import type { App, AppContext } from '../context';
import { read } from '../http/endpoint';
import { requestLanguage } from '../i18n/language';

/**
 * Background job status (ARCHITECTURE §1 "background jobs"), declared in `platformEndpoints.job`:
 * the caller's own job `{ id, kind, status: queued|running|succeeded|failed, progress: 0-100, result,
 * error: { code, message } | null, createdAt, finishedAt }`, never cached. The UI polls it about once
 * a second. Another user's job answers 404 like a missing one; a job whose server process died
 * answers `failed` with JOB_INTERRUPTED.
 */
export async function jobsRoutes(app: App, ctx: AppContext) {
  read(
    app,
    endpoints.job,
    { access: { permission: 'authenticated' } },
    async ({ params }, principal, request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.jobs.view(params.id, principal, requestLanguage(request));
    },
  );
}
