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
  /** current warehouse code, if any */
  wh?: string;
}

export interface VerifiedToken extends TokenClaims {
  jti: string;
  iat: number;
  exp: number;
}

/** Signs and verifies HS256 JWTs with `exp`, `aud`, `iss` and `jti` (API.md "Sign-in"). */
export function createTokenService(secret: string, ttlSeconds: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    /** A new signed token for the claims; `expires_in` is `ttlSeconds`. */
    async sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ tv: claims.tv, ...(claims.wh ? { wh: claims.wh } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid token, or null for a bad signature, `alg` other than HS256, expiry, wrong aud/iss. */
    async verify(token: string): Promise<VerifiedToken | null> {
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
          typeof payload.tv !== 'number'
        ) {
          return null;
        }
        return {
          sub: payload.sub,
          tv: payload.tv,
          wh: typeof payload.wh === 'string' ? payload.wh : undefined,
          jti: payload.jti,
          iat: payload.iat ?? 0,
          exp: payload.exp ?? 0,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
