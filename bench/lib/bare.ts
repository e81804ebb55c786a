import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannon, type LoadFigure, type LoadShape } from './load';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs');

/**
 * The bare-HTTP floor of an API figure: starts a bare Node `http` server in a child process answering
 * `payload` (the bytes of one real API answer), hammers it with the same autocannon shape, stops it.
 */
export async function bareFloor(payload: Buffer | string, shape: LoadShape): Promise<LoadFigure> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spm-bench-')), 'payload.json');
  fs.writeFileSync(file, payload);
  const child = spawn(process.execPath, [script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    return await cannon(`http://127.0.0.1:${port}/`, shape);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
