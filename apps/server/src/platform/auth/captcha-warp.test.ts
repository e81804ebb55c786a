import svgCaptcha from 'svg-captcha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_DRAW_OPTIONS, drawCaptcha } from './captcha';
import { parsePathData } from './captcha-warp';

/**
 * The offline attack on the verification-code image (docs/security.md "Lockout", challenge): draw
 * every allowed character's outline with the font `svg-captcha` ships, normalise each point set by
 * its centroid and RMS radius, and name each glyph of the image after the nearest template
 * (symmetric mean nearest-point distance). It reads the plain library image; it must not read ours.
 */

type Pt = [number, number];
type FontLike = {
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { toPathData(): string } };
};
const lib = svgCaptcha.options as unknown as { font: FontLike; charPreset: string; fontSize: number };

/** Points along an outline: 6 per segment, evaluated on the Bézier curve; at most 90 kept. */
function outlinePoints(d: string): Pt[] {
  const out: Pt[] = [];
  let pen: Pt = [0, 0];
  for (const c of parsePathData(d)) {
    const ctrl = [pen, ...c.pts];
    if (c.op === 'L' || c.op === 'Q' || c.op === 'C') {
      for (let k = 1; k <= 6; k++) {
        let level = ctrl;
        while (level.length > 1) level = level.slice(1).map((p, i) => lerp(level[i] as Pt, p, k / 6));
        out.push(level[0] as Pt);
      }
    }
    pen = c.pts.at(-1) ?? pen;
  }
  const step = Math.max(1, out.length / 90);
  return Array.from({ length: Math.min(90, out.length) }, (_, i) => out[Math.floor(i * step)] as Pt);
}
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function normalise(pts: Pt[]): Pt[] {
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  const rms = Math.sqrt(pts.reduce((s, p) => s + (p[0] - cx) ** 2 + (p[1] - cy) ** 2, 0) / pts.length) || 1;
  return pts.map((p) => [(p[0] - cx) / rms, (p[1] - cy) / rms]);
}

const nearest = (p: Pt, set: Pt[]) => Math.min(...set.map((q) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2));
const mean = (a: Pt[], b: Pt[]) => a.reduce((s, p) => s + Math.sqrt(nearest(p, b)), 0) / a.length;
const distance = (a: Pt[], b: Pt[]) => mean(a, b) + mean(b, a);

const allowed = [...lib.charPreset].filter((ch) => !CAPTCHA_DRAW_OPTIONS.ignoreChars.includes(ch));
const templates = allowed.map((ch) => ({
  ch,
  pts: normalise(outlinePoints(lib.font.charToGlyph(ch).getPath(0, 0, lib.fontSize).toPathData())),
}));

/** The attack: the code read from an image, glyphs taken left to right. */
function solve(svg: string): string {
  const glyphs = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/g)].map((m) =>
    outlinePoints(m[1] as string),
  );
  const left = (pts: Pt[]) => pts.reduce((s, p) => s + p[0], 0) / pts.length;
  return glyphs
    .sort((a, b) => left(a) - left(b))
    .map((g) => {
      const n = normalise(g);
      let best = { ch: '?', dist: Number.POSITIVE_INFINITY };
      for (const t of templates) {
        const dist = distance(n, t.pts);
        if (dist < best.dist) best = { ch: t.ch, dist };
      }
      return best.ch;
    })
    .join('');
}

/** A fixed pseudo-random sequence in [0, 1) (mulberry32), so the counts below are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many of `n` codes the attack reads right (case-insensitive, as sign-in compares them). */
function solvedOf(n: number, draw: (i: number) => { text: string; data: string }): number {
  let solved = 0;
  for (let i = 0; i < n; i++) {
    const c = draw(i);
    if (solve(c.data).toLowerCase() === c.text.toLowerCase()) solved++;
  }
  return solved;
}

describe('verification-code image against offline template matching', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the plain library image is read by the attack', () => {
    vi.spyOn(Math, 'random').mockImplementation(seeded(21));
    expect(solvedOf(10, () => svgCaptcha.create({ ...CAPTCHA_DRAW_OPTIONS }))).toBeGreaterThanOrEqual(8);
  });

  it('the bent image served at sign-in is not', () => {
    vi.spyOn(Math, 'random').mockImplementation(seeded(21));
    const warp = seeded(7);
    expect(solvedOf(10, () => drawCaptcha(warp))).toBeLessThanOrEqual(2);
  });

  it('keeps the code and one filled outline per character, with a decoy fragment or two in each', () => {
    const glyphs = (svg: string) =>
      [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/g)].map((m) => m[1] as string);
    const subpaths = (svg: string) => glyphs(svg).reduce((n, d) => n + (d.match(/M/g)?.length ?? 0), 0);
    vi.spyOn(Math, 'random').mockImplementation(seeded(3));
    const plain = svgCaptcha.create({ ...CAPTCHA_DRAW_OPTIONS });
    vi.spyOn(Math, 'random').mockImplementation(seeded(3));
    const bent = drawCaptcha(seeded(4));
    expect(bent.text).toBe(plain.text);
    expect(glyphs(bent.data)).toHaveLength(4);
    expect(subpaths(bent.data) - subpaths(plain.data)).toBeGreaterThanOrEqual(4);
    expect(subpaths(bent.data) - subpaths(plain.data)).toBeLessThanOrEqual(8);
  });
});
