import { errorMessage, isErrorCode, type Language } from '@spm/domain';
import type { backgroundJobs } from './jobs.tables';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** `GET /api/v1/jobs/{id}` answer. */
export interface JobView {
  id: string;
  kind: string;
  status: JobStatus;
  /** 0-100. */
  progress: number;
  /** The handler's result once succeeded; else null. */
  result: unknown;
  /** Why it failed, in the caller's language; else null. */
  error: { code: string; message: string } | null;
  /** ISO 8601 instants (UTC). */
  createdAt: string;
  finishedAt: string | null;
}

/**
 * A job row as its owner reads it (`GET /api/v1/jobs/{id}`): the result only once succeeded; a
 * failure as its error code with the catalogue's message in `language` (an unknown code reads as
 * INTERNAL, so no raw text of an unexpected error reaches the user).
 */
export function jobView(job: typeof backgroundJobs.$inferSelect, language: Language): JobView {
  const code = job.errorCode;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as JobStatus,
    progress: job.progress,
    result: job.status === 'succeeded' ? (job.result ?? null) : null,
    error:
      job.status === 'failed'
        ? {
            code: code ?? 'INTERNAL',
            message: errorMessage(
              code && isErrorCode(code) ? code : 'INTERNAL',
              language,
              job.errorParams ?? {},
            ),
          }
        : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}
