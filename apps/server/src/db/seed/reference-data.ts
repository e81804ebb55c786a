import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads a TSV reference file shipped in `seed/data` (header row gives the keys). */
export function readTsv(name: string): Record<string, string>[] {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  let file = '';
  for (let i = 0; i < 6 && !file; i++) {
    for (const candidate of [path.join(dir, 'data', name), path.join(dir, 'seed-data', name)]) {
      if (fs.existsSync(candidate)) file = candidate;
    }
    dir = path.dirname(dir);
  }
  if (!file) throw new Error(`reference data ${name} not found`);
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const keys = header.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()]));
  });
}

export interface City {
  provinceEn: string;
  provinceZh: string;
  cityEn: string;
  cityZh: string;
  region: string;
}

/** The 40 real cities of `cities.tsv`. */
export function cities(): City[] {
  return readTsv('cities.tsv').map((r) => ({
    provinceEn: r.province_en,
    provinceZh: r.province_zh,
    cityEn: r.city_en,
    cityZh: r.city_zh,
    region: r.region,
  }));
}

/** A deterministic pseudo-random generator (mulberry32), so demo and scale data repeat exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
