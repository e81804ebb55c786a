import { platformEndpoints as endpoints } from '@spm/contracts';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context';
import { read } from '../http/endpoint';
import { pageAddress, redactSecrets } from './redact';

/**
 * The client error log (spec: "the error log is enabled in production"; docs/operations.md "Browser
 * errors"), declared in `platformEndpoints.clientErrors`: a signed-in user's browser sends
 * `{ reports: [{ kind, message, stack?, pageUrl?, count? }] }` (1-5 reports, bounded lengths, 400
 * VALIDATION_FAILED past them), and each report becomes one warn line `browser error` with the user's
 * id and name, credentials redacted. At most `CLIENT_ERROR_RATE_LIMIT_PER_MINUTE` requests per user
 * and minute on each server (429 RATE_LIMITED beyond); answers `data: null`.
 */
export async function clientErrorRoutes(app: App, ctx: AppContext) {
  read(
    app,
    endpoints.clientErrors,
    {
      access: { permission: 'authenticated' },
      route: {
        config: {
          rateLimit: {
            max: ctx.config.clientErrorRateLimitPerMinute,
            timeWindow: '1 minute',
            // after access and validation: counted per signed-in user, refused bodies are not counted
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) =>
              request.principal
                ? `client-errors:user:${request.principal.userId}`
                : `client-errors:ip:${request.ip}`,
          },
        },
      },
    },
    async ({ body }, principal, request) => {
      for (const report of body.reports) {
        request.log.warn(
          {
            userId: principal.userId,
            username: principal.username,
            clientError: {
              kind: report.kind,
              message: redactSecrets(report.message),
              ...(report.stack ? { stack: redactSecrets(report.stack) } : {}),
              ...(report.pageUrl ? { pageUrl: pageAddress(report.pageUrl) } : {}),
              count: report.count ?? 1,
              userAgent: redactSecrets(String(request.headers['user-agent'] ?? '').slice(0, 300)),
            },
          },
          'browser error',
        );
      }
      return null;
    },
  );
}
