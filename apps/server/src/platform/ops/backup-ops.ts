import http from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError, type BackupManifest } from './backup-files';

/** A route of the ops listener (the metrics port) besides `GET /metrics`. */
export interface OpsRoute {
  method: string;
  path: string;
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
}

/** Largest request body the backup route reads (bytes): a JSON object with one path. */
const MAX_BODY = 16 * 1024;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True when the request comes from this machine (loopback, or the address the listener was reached on). */
function fromThisMachine(req: http.IncomingMessage): boolean {
  const remote = req.socket.remoteAddress ?? '';
  return LOOPBACK.has(remote) || remote === req.socket.localAddress;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(`${JSON.stringify(body)}\n`);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += (chunk as Buffer).toString();
    if (body.length > MAX_BODY) throw new BackupError('request body too large');
  }
  return body;
}

/**
 * `POST /backup` on the ops listener of a server on the embedded database (docs/operations.md
 * "Backup"), called by `npm run backup` on the same machine: body `{ "out": "<absolute folder>" }`;
 * the server writes the backup there itself (`backupEmbedded`: PGlite runs one query or transaction
 * at a time, so the dump is consistent while the server serves). Answers 200 with the manifest;
 * 400 `{ message }` for a bad body or a non-empty folder; 403 for a caller on another machine; 409
 * while another backup runs; 500 `{ message }` when writing fails.
 */
export function backupRoute(opts: {
  pglite: PGlite;
  dataDir: string;
  log: FastifyBaseLogger;
  backup: (pglite: PGlite, o: { dataDir: string; out: string }) => Promise<BackupManifest>;
}): OpsRoute {
  let running = false;
  return {
    method: 'POST',
    path: '/backup',
    async handle(req, res) {
      if (!fromThisMachine(req))
        return send(res, 403, { message: 'backups are taken from the server machine only' });
      if (running) return send(res, 409, { message: 'a backup is already running' });
      running = true;
      try {
        let out: unknown;
        try {
          out = (JSON.parse(await readBody(req)) as { out?: unknown }).out;
        } catch {
          return send(res, 400, { message: 'body must be JSON { "out": "<absolute folder>" }' });
        }
        if (typeof out !== 'string' || !path.isAbsolute(out))
          return send(res, 400, { message: 'out must be an absolute folder path' });
        const manifest = await opts.backup(opts.pglite, { dataDir: opts.dataDir, out });
        opts.log.info({ out, tables: Object.keys(manifest.tables).length }, 'backup written');
        send(res, 200, manifest);
      } catch (error) {
        if (error instanceof BackupError) return send(res, 400, { message: error.message });
        opts.log.error({ err: error }, 'backup failed');
        send(res, 500, {
          message: `backup failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      } finally {
        running = false;
      }
    },
  };
}

/**
 * Asks the server on this machine's ops port to write a backup into `out` (`POST /backup`). Answers
 * the manifest, or `undefined` when nothing listens on the port (no server runs). No timeout: a large
 * database takes as long as it takes.
 * @throws BackupError when the server answers with a refusal or does not serve backups
 */
export function requestServerBackup(
  ops: { port: number | undefined; host: string },
  out: string,
): Promise<BackupManifest | undefined> {
  const host = ops.host === '0.0.0.0' || ops.host === '::' || ops.host === '' ? '127.0.0.1' : ops.host;
  const payload = JSON.stringify({ out });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port: ops.port,
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          let body: { message?: string } = {};
          try {
            body = JSON.parse(text) as { message?: string };
          } catch {
            // a listener that is not ours; reported by status below
          }
          if (res.statusCode === 200) return resolve(body as BackupManifest);
          if (res.statusCode === 404)
            return reject(
              new BackupError(
                `the server on ops port ${ops.port} does not take backups (it is not on the embedded database, or an older release)`,
              ),
            );
          reject(
            new BackupError(`the server refused the backup: ${body.message ?? `HTTP ${res.statusCode}`}`),
          );
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(new BackupError(`the ops port ${host}:${ops.port} did not answer: ${error.message}`));
    });
    req.end(payload);
  });
}
