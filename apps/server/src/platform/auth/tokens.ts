import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'spm';
export const TOKEN_AUDIENCE = 'spm-web';

/** Claims spm puts into an access token besides iss/aud/exp/iat/jti. */
export interface TokenClaims {
  /** user id */
  sub: string;
  /** user's token version at signing; a change (password, lock, scope) kills older tokens */
  tv: number;
  /** sign-in session id: made at sign-in, copied into every renewal; logout revokes it as a whole */
  sid: string;
  /** current warehouse code, if any */
  wh?: string;
}

/** A new sign-in session id (the `sid` claim). */
export const newSessionId = (): string => randomUUID();

export interface VerifiedToken extends TokenClaims {
  jti: string;
  iat: number;
  exp: number;
}

/** How many verified tokens a server keeps (about 0.5 KB each). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Signs and verifies HS256 JWTs with `exp`, `aud`, `iss` and `jti` (API.md "Sign-in").
 *
 * A token whose signature and claims were verified once is kept (by its whole text, the oldest
 * dropped past VERIFIED_TOKEN_CACHE_SIZE) and answered again without the HMAC, which took 5.4 % of
 * the server's time under the order-list load (docs/benchmarks.md "What changed in this round");
 * its expiry is checked on every use against the clock, exactly as the first verification did. Only
 * a verified token is kept, so a forged one never skips the signature check. Revocation is not a
 * property of the token: the principal loader checks the session and the token version on every
 * request.
 */
export function createTokenService(secret: string, ttlSeconds: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedToken>();

  /** The kept claims of `token` while it has not expired; an expired one is dropped. */
  function keptClaims(token: string): VerifiedToken | undefined {
    const hit = verified.get(token);
    if (!hit) return undefined;
    if (hit.exp > Math.floor(now().getTime() / 1000)) return hit;
    verified.delete(token);
    return undefined;
  }

  function keep(token: string, claims: VerifiedToken): VerifiedToken {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, Object.freeze(claims));
    return claims;
  }

  return {
    ttlSeconds,
    /** A new signed token for the claims; `expires_in` is `ttlSeconds`. */
    async sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ tv: claims.tv, sid: claims.sid, ...(claims.wh ? { wh: claims.wh } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /**
     * The claims of a valid token, or null for a bad signature, `alg` other than HS256, wrong aud/iss,
     * no `exp` / `iat` / `sid`, expiry, or a lifetime (`exp - iat`) beyond the configured TTL.
     */
    async verify(token: string): Promise<VerifiedToken | null> {
      const kept = keptClaims(token);
      if (kept) return kept;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: now(),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.tv !== 'number' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number' ||
          typeof payload.iat !== 'number' ||
          payload.exp - payload.iat > ttlSeconds
        ) {
          return null;
        }
        return keep(token, {
          sub: payload.sub,
          tv: payload.tv,
          sid: payload.sid,
          wh: typeof payload.wh === 'string' ? payload.wh : undefined,
          jti: payload.jti,
          iat: payload.iat,
          exp: payload.exp,
        });
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
