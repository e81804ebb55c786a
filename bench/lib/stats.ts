import * as hdr from 'hdr-histogram-js';

/** One measured figure of a scenario: an API call, its direct-SQL floor, the bare HTTP floor or a job. */
export interface Figure {
  /** Scenario name (`stock`, `orders-read`, …). */
  scenario: string;
  /** What was measured, e.g. `stock by code prefix`. */
  name: string;
  /** `api`: through the server; `sql`: the same SQL through the driver; `bare`: bare Node http; `job`: one timed run. */
  kind: 'api' | 'sql' | 'bare' | 'job';
  /** Concurrent connections / workers. */
  connections: number;
  /** Completed requests (or operations). */
  requests: number;
  /** Latency percentiles in ms. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Completed requests (or operations) per second. */
  rps: number;
  /** Transport errors, timeouts and unclean answers (5xx, malformed envelope). */
  errors: number;
  /** Answers outside 2xx (including clean refusals). */
  non2xx: number;
  /** Scenario-specific numbers: seconds, MB of RSS, bytes, counts. */
  extra?: Record<string, number | string>;
  /** A target of the issue checked against this figure. */
  target?: { text: string; met: boolean };
}

/** A latency recorder (ms, microsecond resolution) with p50/p95/p99. */
export interface Recorder {
  record(ms: number): void;
  count(): number;
  percentiles(): { p50Ms: number; p95Ms: number; p99Ms: number };
}

/** A new latency recorder backed by an HDR histogram (1 µs … 10 min, 3 significant digits). */
export function recorder(): Recorder {
  const h = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 600_000_000,
    numberOfSignificantValueDigits: 3,
  });
  let n = 0;
  return {
    record(ms) {
      h.recordValue(Math.max(1, Math.round(ms * 1000)));
      n++;
    },
    count: () => n,
    percentiles: () => ({
      p50Ms: round(h.getValueAtPercentile(50) / 1000),
      p95Ms: round(h.getValueAtPercentile(95) / 1000),
      p99Ms: round(h.getValueAtPercentile(99) / 1000),
    }),
  };
}

/** Rounds to 2 decimals (ms, rps, MB). */
export function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/** Milliseconds since `start` (a `performance.now()` reading). */
export function since(start: number): number {
  return performance.now() - start;
}
