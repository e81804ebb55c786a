import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a server command (`src/cli/<command>.ts` with `args`) as its own Node process, as `npm run
 * <command> -- ...args` does: in the server folder, with this process's environment less
 * DATABASE_URL, DATA_DIR and METRICS_PORT, plus `env`. Answers its exit code and its output
 * (stdout and stderr as they came).
 */
export function runCli(
  command: 'backup' | 'restore' | 'migrate',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, METRICS_PORT: _port, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, `src/cli/${command}.ts`), ...args],
    { cwd: serverDir, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
