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
// the app proper, loaded by the small entry (src/main.tsx) beside the catalogs and the page
const startKey = 'src/app/start.tsx';
// the core catalogs of the default language, one chunk (build/chunks.ts), load before the first render
const catalogs = Object.keys(manifest).filter((k) => manifest[k].name === 'catalogs-zh-CN');
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['LoginPage', 'Layout', 'DashboardPage'];
for (const page of pages) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${page}.tsx`));
  if (!key) {
    console.log(`${page}: not found`);
    continue;
  }
  const files = closure([entryKey, startKey, key, ...catalogs]);
  const total = [...files].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(
    `${page}: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} chunks (entry, app, page, zh-CN core catalogs)`,
  );
}
