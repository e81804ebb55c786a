import { changePasswordRequest, profileRequest, switchWarehouseRequest, tokenRequest } from '@spm/contracts';
import { errorMessage } from '@spm/domain';
import { z } from 'zod';
import { principalOf } from '../access/access.plugin';
import type { App, AppContext } from '../context';
import { ok } from '../http/envelope';
import { requestLanguage } from '../i18n/language';

const self = { permission: 'authenticated', allowDuringPasswordChange: true } as const;

/** Sign-in and the caller's own account (API.md "Sign-in"). */
export async function authRoutes(app: App, ctx: AppContext) {
  app.post(
    '/connect/token',
    {
      config: {
        access: { public: true },
        rateLimit: {
          max: ctx.config.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          // After body parsing, so the key can include the user name of the form.
          hook: 'preHandler',
          keyGenerator: (req) => {
            const body = req.body as Record<string, unknown> | undefined;
            const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
            return `${req.ip}|${username}`;
          },
        },
      },
      schema: {
        summary: 'Password grant: sign in (form-urlencoded)',
        tags: ['sign-in'],
        consumes: ['application/x-www-form-urlencoded'],
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
    '/connect/captcha',
    {
      config: { access: { public: true } },
      schema: { summary: 'A verification code image (SVG)', tags: ['sign-in'] },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.captcha.issue();
    },
  );

  app.get(
    '/connect/warehouses',
    {
      config: { access: { public: true } },
      schema: { summary: 'Warehouses for the sign-in page', tags: ['sign-in'] },
    },
    async (request) => ok(request, await ctx.account.publicWarehouses(requestLanguage(request))),
  );

  app.post(
    '/connect/logout',
    { config: { access: self }, schema: { summary: 'Revoke the bearer token at once', tags: ['sign-in'] } },
    async (request) => {
      await ctx.account.logout(principalOf(request));
      return ok(request, null);
    },
  );

  app.post(
    '/dealersApi/accountInfo/info',
    {
      config: { access: self },
      schema: { summary: 'Account info in the existing clients’ shape', tags: ['sign-in'] },
    },
    async (request) =>
      ok(request, await ctx.account.accountInfo(principalOf(request), requestLanguage(request))),
  );

  app.get(
    '/api/v1/me',
    {
      config: { access: self },
      schema: { summary: 'Who am I: roles, permissions, scope', tags: ['sign-in'] },
    },
    async (request) => ok(request, await ctx.account.me(principalOf(request), requestLanguage(request))),
  );

  app.post(
    '/api/v1/me/password',
    {
      config: { access: self },
      schema: {
        summary: 'Change my password; answers a new token',
        tags: ['sign-in'],
        body: changePasswordRequest,
      },
    },
    async (request, reply) => {
      const result = await ctx.account.changePassword(principalOf(request), request.body);
      reply.header('x-authorization', result.access_token);
      return ok(request, result, 'saved');
    },
  );

  app.put(
    '/api/v1/me/profile',
    {
      config: { access: { permission: 'authenticated' } },
      schema: { summary: 'Update my email and phone', tags: ['sign-in'], body: profileRequest },
    },
    async (request) =>
      ok(request, await ctx.account.updateProfile(principalOf(request), request.body), 'saved'),
  );

  app.post(
    '/api/v1/me/warehouse',
    {
      config: { access: { permission: 'authenticated' } },
      schema: {
        summary: 'Switch the current warehouse; answers a new token',
        tags: ['sign-in'],
        body: switchWarehouseRequest,
        response: {
          200: z.object({
            status: z.number(),
            message: z.string(),
            data: z.object({ access_token: z.string(), expires_in: z.number() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await ctx.account.switchWarehouse(principalOf(request), request.body.warehouseCode);
      reply.header('x-authorization', result.access_token);
      return ok(request, result);
    },
  );
}
