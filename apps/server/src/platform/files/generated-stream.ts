import { PassThrough, type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FailureScope, runContained } from '../jobs/failure-scope';

/** A generated file as a readable stream, and the promise of its writer. */
export interface GeneratedStream {
  stream: Readable;
  /** Settles when the writer does; rejects with its error. */
  done: Promise<void>;
}

/**
 * A generated file (an export, a feedback file, a template) as a readable stream that `write` fills.
 * Failure-safe from its first moment: the stream keeps its error (`stream.errored`) for the
 * consumer's `pipeline` (or Fastify's reply) to report, instead of raising an 'error' event nobody
 * listens to yet (which ends the process); a writer that fails before anyone reads — a bad filter
 * refused by the database, say — just destroys the stream. `write` starts on the next tick, runs as
 * contained work (`runContained`, for the process guard) and should stop once `out.destroyed`.
 */
export function generatedStream(
  scope: FailureScope,
  write: (out: Writable) => Promise<void>,
): GeneratedStream {
  const stream = new PassThrough();
  holdErrors(stream);
  const done = runContained(scope, () =>
    Promise.resolve()
      .then(() => write(stream))
      .catch((error: unknown) => {
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }),
  );
  return { stream, done };
}

/**
 * Keeps a stream's errors on the stream (`stream.errored`) until a `pipeline` takes it over: with a
 * listener attached, an early 'error' is never an unhandled event; `pipeline` then rejects with it.
 */
export function holdErrors(stream: Readable): void {
  stream.on('error', () => {});
}

/** Reads a stream to its end and drops the bytes (a refused upload); never rejects. */
export async function discard(stream: Readable): Promise<void> {
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  ).catch(() => {});
}
