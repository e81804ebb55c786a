import { createHash, randomInt, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client';
import { captchas } from '../db/platform.tables';
import { warpCaptchaSvg } from './captcha-warp';

/** How `svg-captcha` draws the code: 4 characters, no look-alikes (0 o 1 i l I), two noise lines. */
export const CAPTCHA_DRAW_OPTIONS = {
  size: 4,
  noise: 2,
  ignoreChars: '0o1ilI',
  color: true,
  background: '#f4f6fa',
} as const;

const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/**
 * A code and its image: `{ text, data }` with `data` the SVG markup, drawn by `svg-captcha` and then
 * bent per character by `warpCaptchaSvg` (`random` in [0, 1), cryptographic by default).
 */
export function drawCaptcha(random: () => number = cryptoRandom): { text: string; data: string } {
  const c = svgCaptcha.create({ ...CAPTCHA_DRAW_OPTIONS });
  return { text: c.text, data: warpCaptchaSvg(c.data, random) };
}

const TTL_MS = 5 * 60_000;
const digest = (key: string, code: string) =>
  createHash('sha256').update(`${key}:${code.toLowerCase()}`).digest('hex');

/** Verification codes for sign-in (API.md `/connect/captcha`): SVG image, 4 characters, 5 minutes, single use. */
export function createCaptchaService(db: Db, now: () => Date) {
  return {
    /** A new code: `{ captcha_key, image }` with the SVG image markup. */
    async issue(): Promise<{ captcha_key: string; image: string }> {
      const c = drawCaptcha();
      const key = randomUUID();
      await db.delete(captchas).where(lt(captchas.expiresAt, now()));
      await db
        .insert(captchas)
        .values({ key, codeHash: digest(key, c.text), expiresAt: new Date(now().getTime() + TTL_MS) });
      return { captcha_key: key, image: c.data };
    },
    /** True when the code matches an unexpired key; the key is used up either way. */
    async consume(key: string, code: string): Promise<boolean> {
      const rows = await db.delete(captchas).where(eq(captchas.key, key)).returning();
      const row = rows[0];
      return Boolean(row && row.expiresAt > now() && row.codeHash === digest(key, code.trim()));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** For tests only: the digest scheme, so a test can plant a known code. */
export const captchaDigestForTest = digest;
