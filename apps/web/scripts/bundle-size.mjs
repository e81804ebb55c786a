// Prints the gzip size of the JavaScript a route needs on first load (entry + the route's chunk,
// with their static imports), from dist/.vite/manifest.json. Usage: node scripts/bundle-size.mjs [Page ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
// the core catalogs of the default language load before the first render (src/locales/index.ts)
const core = ['common', 'menu', 'auth', 'layout', 'errors', 'shared', 'profile', 'dashboard'];
const catalogs = core.map((ns) => `src/locales/zh-CN/${ns}.json`).filter((k) => manifest[k]);
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['LoginPage', 'Layout', 'DashboardPage'];
for (const page of pages) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${page}.tsx`));
  if (!key) {
    console.log(`${page}: not found`);
    continue;
  }
  const files = closure([entryKey, key, ...catalogs]);
  const total = [...files].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(
    `${page}: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} chunks (entry, page, zh-CN core catalogs)`,
  );
}
