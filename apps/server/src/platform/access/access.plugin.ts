import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { loadUserRecord, toPrincipal } from '../auth/principal-loader';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { Principal, RouteAccess } from './principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * Every guarded route with its declared access and the schemas it validates, for the tests that go
     * over every route: access and sign-in (`access.int.test.ts`, `auth.int.test.ts`) and the security
     * suites (every route × role, hostile and boundary values, mass assignment, uploads). Fastify does
     * not hand a route's options back once the app is ready.
     */
    routeRegistry: { method: string; url: string; access: RouteAccess; schema: FastifySchema }[];
  }
}

/** Paths that must declare their access; anything else (static files, docs, health) is not an API route. */
const GUARDED = /^\/(api\/v1|connect|dealersApi)(\/|$)/;

/** The caller, or 401 (used by handlers on authenticated routes). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

/**
 * The principal of a request's bearer token (scheme case-insensitive), or AppError UNAUTHORIZED for a
 * missing, invalid, expired, revoked or outdated token, a locked user or a warehouse no longer theirs.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: TokenService,
): Promise<Principal> {
  const header = request.headers.authorization;
  // the scheme is case-insensitive (RFC 7235 §2.1): `Bearer`, `bearer`, `BEARER`
  const scheme = typeof header === 'string' ? /^bearer +(\S+)\s*$/i.exec(header) : null;
  const token = scheme ? scheme[1] : '';
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = await tokens.verify(token);
  if (!claims) throw new AppError('UNAUTHORIZED');
  const user = await loadUserRecord(db, { id: Number(claims.sub) }, claims.sid);
  if (!user || user.sessionRevoked || user.locked || user.tokenVersion !== claims.tv) {
    throw new AppError('UNAUTHORIZED');
  }
  if (claims.wh && !user.warehouseCodes.includes(claims.wh)) throw new AppError('UNAUTHORIZED');
  return toPrincipal(user, claims);
}

/**
 * Access control for every route (ARCHITECTURE §3 "Access", layer 1): routes under /api/v1, /connect
 * and /dealersApi must declare `config.access` or the server refuses to start. Authenticated routes get
 * `request.principal`; a missing permission answers 403; an initial-password token reaches only routes
 * that allow it. Tokens past half their life are renewed in the `x-authorization` response header; the
 * renewal keeps the sign-in session id (`sid`), so logout ends the first token and every renewal at once.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: TokenService; now: () => Date }) => {
    app.decorate('routeRegistry', []);
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route: RouteOptions) => {
      const url = route.url ?? '';
      if (!GUARDED.test(url)) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${url} declares no access (config.access)`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeRegistry.push({ method, url, access, schema: route.schema ?? {} });
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access || 'public' in access) return;
      const principal = await authenticate(request, opts.db, opts.tokens);
      request.principal = principal;
      if (principal.mustChangePassword && !access.allowDuringPasswordChange)
        throw new AppError('PASSWORD_CHANGE_REQUIRED');
      if (access.permission !== 'authenticated' && !principal.permissions.has(access.permission)) {
        throw new AppError('FORBIDDEN');
      }
      const nowSeconds = Math.floor(opts.now().getTime() / 1000);
      const expiresIn = Math.floor(principal.tokenExpiresAt.getTime() / 1000) - nowSeconds;
      if (expiresIn < opts.tokens.ttlSeconds / 2 && !principal.mustChangePassword) {
        const user = await loadUserRecord(opts.db, { id: principal.userId });
        if (user) {
          const fresh = await opts.tokens.sign({
            sub: String(user.id),
            tv: user.tokenVersion,
            sid: principal.sessionId,
            wh: principal.currentWarehouseCode ?? undefined,
          });
          reply.header('x-authorization', fresh);
        }
      }
    });
  },
);
