import { platformEndpoints } from '@spm/contracts';
import { call } from '../../app/api/endpoint';

/** One row error of an import answer. */
export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

/**
 * Answer of an import on the Excel framework (`POST …/imports/<sheet>`, or the `result` of its job):
 * when `failed > 0` nothing was saved and `feedbackUrl` downloads the file naming every row's errors.
 */
export interface ImportAnswer {
  jobId: string | null;
  status: 'succeeded' | 'failed' | 'queued';
  sheet: string;
  fileName: string;
  total: number;
  inserted: number;
  updated: number;
  failed: number;
  feedbackFileId: number | null;
  feedbackUrl: string | null;
  /** The first 50 row errors (all are in the feedback file). */
  errors: ImportRowError[];
}

/** `GET /api/v1/jobs/{id}`. */
export interface JobView<R> {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** 0–100. */
  progress: number;
  result: R | null;
  error: { code: string; message: string } | null;
}

const POLL_MS = 1000;

/**
 * Polls a background job about once a second until it ends; `onProgress` gets 0–100. Resolves with
 * the final view (succeeded or failed); rejects when aborted or when a status read fails.
 */
export async function waitForJob<R>(
  jobId: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<JobView<R>> {
  for (;;) {
    const job = (await call(
      platformEndpoints.job,
      { params: { id: jobId } },
      { signal, silent: true },
    )) as JobView<R>;
    onProgress(job.progress);
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
}
