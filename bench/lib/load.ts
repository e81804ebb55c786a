import autocannon from 'autocannon';
import { type Figure, recorder, round, since } from './stats';

/** How long and how wide a load runs: `connections` concurrent clients for `durationS` seconds. */
export interface LoadShape {
  connections: number;
  durationS: number;
}

/** Figure fields a load produces (the caller adds scenario, name and kind). */
export type LoadFigure = Omit<Figure, 'scenario' | 'name' | 'kind'>;

/**
 * Hammers one URL with autocannon (`shape.connections` keep-alive connections for `shape.durationS`
 * seconds) and records every response time in an HDR histogram for p50/p95/p99 (ms). `errors` counts
 * transport errors and timeouts, `non2xx` the answers outside 2xx.
 */
export function cannon(
  url: string,
  shape: LoadShape,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadFigure> {
  const rec = recorder();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: shape.connections,
        duration: shape.durationS,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        body: opts.body,
        timeout: 30,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          connections: shape.connections,
          requests: result.requests.total,
          ...rec.percentiles(),
          rps: round(result.requests.total / Math.max(result.duration, 0.001)),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => rec.record(responseTime));
  });
}

/** What one operation of a worker loop ended as: counted in `ok`, `refused` (clean 4xx/501) or `errors`. */
export type Outcome = 'ok' | 'refused' | 'error';

/** Result of `workers`: the load figure plus the outcome counts. */
export interface WorkerResult extends LoadFigure {
  ok: number;
  refused: number;
}

/**
 * Runs `op` in `shape.connections` concurrent loops until `shape.durationS` seconds have passed, or
 * until `total` operations have started when given; each operation's time (ms) goes into the
 * histogram. `op(i)` gets the operation's sequence number and answers its outcome; a thrown error
 * counts as an error.
 */
export async function workers(
  shape: LoadShape,
  op: (i: number) => Promise<Outcome>,
  total?: number,
): Promise<WorkerResult> {
  const rec = recorder();
  const counts = { ok: 0, refused: 0, error: 0 };
  const start = performance.now();
  const deadline = start + shape.durationS * 1000;
  let next = 0;
  const loop = async () => {
    for (;;) {
      if (total !== undefined ? next >= total : performance.now() >= deadline) return;
      const i = next++;
      const t = performance.now();
      let outcome: Outcome;
      try {
        outcome = await op(i);
      } catch {
        outcome = 'error';
      }
      rec.record(since(t));
      counts[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: shape.connections }, loop));
  const seconds = since(start) / 1000;
  const done = counts.ok + counts.refused + counts.error;
  return {
    connections: shape.connections,
    requests: done,
    ...rec.percentiles(),
    rps: round(done / Math.max(seconds, 0.001)),
    errors: counts.error,
    non2xx: counts.refused,
    ok: counts.ok,
    refused: counts.refused,
  };
}
