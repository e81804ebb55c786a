/**
 * Distortion of the verification-code image (docs/security.md "Lockout", challenge).
 *
 * `svg-captcha` draws each character as its font outline, only moved and jittered by ±0.1 px, so
 * a program holding the same font can read it by matching outlines. This post-processing bends every
 * character outline with its own random non-affine warp around the character's centre (rotation up
 * to ±25°, shear, unequal scale, then a gentle bend and a sine-wave displacement of every point),
 * splits outline segments at random places so the number of points no longer names the character,
 * and writes decoy stroke fragments into each outline. A person still reads it; an ML image reader
 * still can (not claimed otherwise).
 */

type Pt = [number, number];
/** One outline command in absolute coordinates: `M`/`L` carry 1 point, `Q` 2, `C` 3, `Z` none. */
type Cmd = { op: 'M' | 'L' | 'Q' | 'C' | 'Z'; pts: Pt[] };

const ARITY: Record<Cmd['op'], number> = { M: 1, L: 1, Q: 2, C: 3, Z: 0 };
const GLYPH_PATH = /<path fill="([^"]+)" d="([^"]+)"\/>/g;

/** Parses absolute `M L Q C Z` path data (what the font library writes) into commands. */
export function parsePathData(d: string): Cmd[] {
  const out: Cmd[] = [];
  for (const m of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const op = m[1] as Cmd['op'];
    const nums = (m[2] ?? '').match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
    const arity = ARITY[op];
    if (arity === 0) out.push({ op, pts: [] });
    for (let i = 0; arity > 0 && i + arity * 2 <= nums.length; i += arity * 2) {
      const pts: Pt[] = [];
      for (let k = 0; k < arity; k++) pts.push([nums[i + 2 * k] as number, nums[i + 2 * k + 1] as number]);
      out.push({ op, pts });
    }
  }
  return out;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Splits a segment starting at `from` at parameter `t` (de Casteljau), keeping its shape. */
function split(from: Pt, c: Cmd, t: number): Cmd[] {
  if (c.op === 'L') return [{ op: 'L', pts: [lerp(from, c.pts[0] as Pt, t)] }, c];
  if (c.op === 'Q') {
    const [p1, p2] = c.pts as [Pt, Pt];
    const a = lerp(from, p1, t);
    const b = lerp(p1, p2, t);
    return [
      { op: 'Q', pts: [a, lerp(a, b, t)] },
      { op: 'Q', pts: [b, p2] },
    ];
  }
  const [p1, p2, p3] = c.pts as [Pt, Pt, Pt];
  const a = lerp(from, p1, t);
  const b = lerp(p1, p2, t);
  const e = lerp(p2, p3, t);
  const ab = lerp(a, b, t);
  const be = lerp(b, e, t);
  return [
    { op: 'C', pts: [a, ab, lerp(ab, be, t)] },
    { op: 'C', pts: [be, e, p3] },
  ];
}

const between = (random: () => number, lo: number, hi: number) => lo + (hi - lo) * random();
const fmt = (n: number) => String(Math.round(n * 100) / 100);
const toPathData = (cmds: Cmd[]) =>
  cmds.map((c) => c.op + c.pts.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join(' ')).join('');

/** One glyph outline, bent: random splits, then the warp applied to every point. Returns the path data and its box. */
function warpGlyph(d: string, random: () => number): { d: string; box: [number, number, number, number] } {
  const cmds: Cmd[] = [];
  let pen: Pt = [0, 0];
  for (const c of parsePathData(d)) {
    const parts =
      (c.op === 'L' || c.op === 'Q' || c.op === 'C') && random() < 0.5
        ? split(pen, c, between(random, 0.3, 0.7))
        : [c];
    cmds.push(...parts);
    pen = c.pts.at(-1) ?? pen;
  }
  const all = cmds.flatMap((c) => c.pts);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = (between(random, -25, 25) * Math.PI) / 180;
  const shear = between(random, -0.2, 0.2);
  const sx = between(random, 0.75, 1.05);
  const sy = between(random, 0.72, 0.9);
  const [ax, ay] = [between(random, 1.2, 2.2), between(random, 1.2, 2.2)];
  const [wx, wy] = [between(random, 32, 48), between(random, 32, 48)];
  const [fx, fy] = [between(random, 0, 2 * Math.PI), between(random, 0, 2 * Math.PI)];
  const [bx, by] = [between(random, -5, 5), between(random, -5, 5)];
  const [bl, bp] = [between(random, 70, 100), between(random, 0, 2 * Math.PI)];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const warp = ([x0, y0]: Pt): Pt => {
    const x1 = (x0 - cx) * sx + (y0 - cy) * shear * sy;
    const y1 = (y0 - cy) * sy;
    const x2 = x1 * cos - y1 * sin;
    const y2 = x1 * sin + y1 * cos;
    const bend = Math.sin((2 * Math.PI * (x2 + y2)) / bl + bp) - Math.sin(bp);
    return [
      cx + x2 + ax * Math.sin((2 * Math.PI * y2) / wy + fy) + bx * bend,
      cy + y2 + ay * Math.sin((2 * Math.PI * x2) / wx + fx) + by * bend,
    ];
  };
  const bent = cmds.map((c) => ({ op: c.op, pts: c.pts.map(warp) }));
  const pts = bent.flatMap((c) => c.pts);
  const box: [number, number, number, number] = [
    Math.min(...pts.map((p) => p[0])),
    Math.min(...pts.map((p) => p[1])),
    Math.max(...pts.map((p) => p[0])),
    Math.max(...pts.map((p) => p[1])),
  ];
  return { d: toPathData(bent), box };
}

/**
 * A decoy stroke fragment inside a glyph's box: a thin filled crescent, 8–16 px long and up to
 * ~2.5 px wide, written into the glyph's own outline so it cannot be told apart by element.
 */
function decoy([x0, y0, x1, y1]: [number, number, number, number], random: () => number): string {
  const p: Pt = [between(random, x0, x1), between(random, y0, y1)];
  const len = between(random, 8, 16);
  const dir = between(random, 0, 2 * Math.PI);
  const q: Pt = [p[0] + len * Math.cos(dir), p[1] + len * Math.sin(dir)];
  const bend: Pt = [(p[0] + q[0]) / 2 + between(random, -6, 6), (p[1] + q[1]) / 2 + between(random, -6, 6)];
  const w = between(random, 3, 5);
  const back: Pt = [bend[0] - w * Math.sin(dir), bend[1] + w * Math.cos(dir)];
  return toPathData([
    { op: 'M', pts: [p] },
    { op: 'Q', pts: [bend, q] },
    { op: 'Q', pts: [back, p] },
    { op: 'Z', pts: [] },
  ]);
}

/**
 * Bends every filled glyph outline of an `svg-captcha` image and adds one or two decoy stroke
 * fragments to each; noise lines and the background are kept. `random` answers in [0, 1).
 */
export function warpCaptchaSvg(svg: string, random: () => number): string {
  return svg.replace(GLYPH_PATH, (_all, color: string, d: string) => {
    const g = warpGlyph(d, random);
    const decoys = decoy(g.box, random) + (random() < 0.5 ? decoy(g.box, random) : '');
    return `<path fill="${color}" d="${g.d}${decoys}"/>`;
  });
}
