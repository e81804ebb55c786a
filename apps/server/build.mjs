import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@spm/'));
let version = 'dev';
try {
  version = execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {}
const buildTime = new Date().toISOString();

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'src/main.ts') },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: path.join(root, 'dist'),
  sourcemap: true,
  external: [...external, ...external.map((e) => `${e}/*`)],
  define: {
    __SPM_VERSION__: JSON.stringify(`${version}-${buildTime}`),
    __SPM_BUILD_TIME__: JSON.stringify(buildTime),
  },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/seed/data'), path.join(root, 'dist/seed-data'), { recursive: true });
