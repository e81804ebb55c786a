/** Raised by `withTimeout` when the promise did not settle in time. */
export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * Answers `promise`'s outcome, or rejects with `TimeoutError` after `ms` milliseconds (the work itself
 * goes on; its late outcome is ignored).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    timer.unref();
  });
  promise.catch(() => {});
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
