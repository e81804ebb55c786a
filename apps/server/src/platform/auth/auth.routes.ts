import { authEndpoints as endpoints, tokenRefusal, tokenRequest } from '@spm/contracts';
import { errorMessage } from '@spm/domain';
import type { App, AppContext } from '../context';
import { command, read } from '../http/endpoint';
import { requestLanguage } from '../i18n/language';

const self = { access: { permission: 'authenticated', allowDuringPasswordChange: true } } as const;
const signedIn = { access: { permission: 'authenticated' } } as const;

/**
 * Sign-in and the caller's own account (API.md "Sign-in"), declared in `authEndpoints`. The password
 * grant and the verification code answer bare OAuth-style bodies (no envelope), so they are registered
 * from their declarations here rather than through `read`.
 */
export async function authRoutes(app: App, ctx: AppContext) {
  app.post(
    endpoints.token.path,
    {
      config: {
        access: { public: true },
        rateLimit: {
          max: ctx.config.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          // After body parsing, so the key can be the user name of the form: attempts on one name are
          // throttled across addresses (docs/security.md "Lockout"); a form without one, by address.
          hook: 'preHandler',
          keyGenerator: (req) => {
            const body = req.body as Record<string, unknown> | undefined;
            const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
            return username ? `user:${username.slice(0, 50)}` : `ip:${req.ip}`;
          },
        },
      },
      schema: {
        summary: endpoints.token.summary,
        tags: [...endpoints.token.tags],
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: endpoints.token.response, 400: tokenRefusal },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const parsed = tokenRequest.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply
          .status(400)
          .send({ error: 'invalid_request', error_description: errorMessage('BAD_REQUEST', language) });
      }
      const b = parsed.data;
      const result = await ctx.login.login(
        {
          username: b.username,
          password: b.password,
          warehouseCode: b.warehouse_code || undefined,
          captchaKey: b.captcha_key,
          captchaCode: b.captcha_code,
        },
        language,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(result.ok ? 200 : 400).send(result.body);
    },
  );

  app.get(
    endpoints.captcha.path,
    {
      config: { access: { public: true } },
      schema: {
        summary: endpoints.captcha.summary,
        tags: [...endpoints.captcha.tags],
        response: { 200: endpoints.captcha.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.issue();
    },
  );

  read(app, endpoints.warehouses, { access: { public: true } }, (_input, _principal, request) =>
    ctx.account.publicWarehouses(requestLanguage(request)),
  );
  command(app, ctx.db, endpoints.logout, self, async (tx, principal) => {
    await ctx.account.logout(tx, principal);
    return null;
  });
  read(app, endpoints.accountInfo, self, (_input, principal, request) =>
    ctx.account.accountInfo(principal, requestLanguage(request)),
  );
  read(app, endpoints.me, self, (_input, principal, request) =>
    ctx.account.me(principal, requestLanguage(request)),
  );
  command(
    app,
    ctx.db,
    endpoints.changePassword,
    { ...self, message: 'saved' },
    async (tx, principal, { body }, { reply }) => {
      const token = await ctx.account.changePassword(tx, principal, body);
      reply.header('x-authorization', token.access_token);
      return token;
    },
  );
  command(
    app,
    ctx.db,
    endpoints.updateProfile,
    { ...signedIn, message: 'saved' },
    (tx, principal, { body }) => ctx.account.updateProfile(tx, principal, body),
  );
  // Signs a new token and changes nothing stored, so it is not a command.
  read(app, endpoints.switchWarehouse, signedIn, async ({ body }, principal, _request, reply) => {
    const token = await ctx.account.switchWarehouse(principal, body.warehouseCode);
    reply.header('x-authorization', token.access_token);
    return token;
  });
}
