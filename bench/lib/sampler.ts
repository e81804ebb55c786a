/**
 * Latency probes started at a fixed rate, whether or not earlier ones have answered: a stall shows as
 * many slow samples, not one. Shared by the fairness bench scenario and the fairness test.
 */

/** Records one latency (ms). */
export interface LatencySink {
  record(ms: number): void;
}

/** A running sampler. */
export interface Sampler {
  /** Stops starting probes, waits for the outstanding ones; answers how many failed. */
  stop(): Promise<{ failures: number }>;
}

/**
 * Starts `probe` every `intervalMs` and records each one's latency in `sink`; a probe answering false
 * or throwing counts as a failure.
 */
export function sampleEvery(intervalMs: number, probe: () => Promise<boolean>, sink: LatencySink): Sampler {
  const pending = new Set<Promise<void>>();
  let failures = 0;
  const timer = setInterval(() => {
    const start = performance.now();
    const one = probe()
      .then((ok) => {
        if (!ok) failures++;
      })
      .catch(() => {
        failures++;
      })
      .finally(() => {
        sink.record(performance.now() - start);
        pending.delete(one);
      });
    pending.add(one);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      return { failures };
    },
  };
}
