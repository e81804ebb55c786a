import fs from 'node:fs';
import path from 'node:path';

/**
 * The Node.js options the server is started with in production (`npm run serve`, root package.json
 * `config.serverNodeOptions`: the heap ceiling, docs/operations.md "Memory"), so that a benchmark
 * measures the server as it runs.
 */
export function serverNodeOptions(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    config?: { serverNodeOptions?: string };
  };
  return (pkg.config?.serverNodeOptions ?? '').split(/\s+/).filter(Boolean);
}
