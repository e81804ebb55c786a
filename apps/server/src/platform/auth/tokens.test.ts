import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-bytes!!';

function clockAt(iso: string) {
  let current = new Date(iso);
  return {
    now: () => current,
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

describe('token verification', () => {
  const claims = { sub: '7', tv: 2, sid: 'session-1', wh: 'W01' };

  it('answers the same claims on a repeated verification, and refuses the token once it expires', async () => {
    const clock = clockAt('2026-11-21T02:00:00Z');
    const tokens = createTokenService(SECRET, 600, clock.now);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toMatchObject(claims);
    expect(await tokens.verify(token)).toEqual(first);
    clock.advance(599);
    expect(await tokens.verify(token)).toEqual(first);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    clock.advance(-10);
    // a token once refused as expired is verified in full again (the clock of a test may go back)
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token with another signature or payload even after the original was verified', async () => {
    const clock = clockAt('2026-11-21T02:00:00Z');
    const tokens = createTokenService(SECRET, 600, clock.now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    // the first character: all six of its bits are the signature's (the last one's two low bits are padding)
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tv: 3 }),
    );
    expect(await tokens.verify(`${header}.${other.toString('base64url')}.${signature}`)).toBeNull();
    const stranger = createTokenService(`${SECRET}-other`, 600, clock.now);
    expect(await stranger.verify(token)).toBeNull();
  });
});
