/** One field error of the error envelope (API.md "Conventions"). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** A failed call: HTTP error, envelope status outside 200/1/501, network failure or timeout. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly requestId?: string;
  /** True when the client already showed the message to the user. */
  shown = false;

  constructor(init: {
    httpStatus: number;
    status?: number;
    code?: string;
    message: string;
    errors?: FieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.httpStatus = init.httpStatus;
    this.status = init.status ?? init.httpStatus;
    this.code = init.code ?? 'UNKNOWN';
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Envelope statuses that count as success (spec §7): 200, 1 and 501 (success with a warning). */
export const OK_STATUSES: readonly number[] = [200, 1, 501];
export const WARNING_STATUS = 501;
