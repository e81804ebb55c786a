import {
  type ErrorCode,
  errorCatalog,
  errorMessage,
  fieldLabel,
  type Language,
  type RuleResult,
  type RuleViolation,
  VALUE_LIMIT_PARAMS,
} from '@spm/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatBytes } from './files/file-types';
import { requestLanguage } from './i18n/language';
import { type MessageKey, t } from './i18n/messages';

/** A field-level problem in an error answer. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * The one error services throw: a catalogue code with its message params (ARCHITECTURE §3 "Errors").
 * The HTTP status comes from the catalogue; services never choose HTTP statuses.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: { field: string; code: ErrorCode; params?: Record<string, unknown> }[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/**
 * The one bridge from the named rules of packages/domain to the error a service throws
 * (ARCHITECTURE §3 "Rules are named guard functions"). A single violation becomes its code and params,
 * with a field error when the violation names a field.
 * @throws AppError with the violation's code
 */
export function raise(v: RuleViolation): never {
  throw errorOf(v);
}

/** The error `raise` throws for a violation, for callers that hand it on (a stream's or job's failure). */
export function errorOf(v: RuleViolation): AppError {
  const params = { ...(v.params ?? {}) };
  return new AppError(v.code, params, v.field ? [{ field: v.field, code: v.code, params }] : []);
}

/**
 * A field the request must carry and did not, as the forms expect it: VALIDATION_FAILED with one field
 * error REQUIRED {field} on `field` (the message names the field in the reader's language).
 */
export const requiredFieldError = (field: string): AppError =>
  new AppError('VALIDATION_FAILED', {}, [{ field, code: 'REQUIRED', params: { field } }]);

/** Throws the violation of a guard (see `raise`); nothing for null. */
export function enforce(v: RuleViolation | null): void {
  if (v) raise(v);
}

/** Names a field error after the violation's field, or its code when it names none. */
export const fieldOrCode = (v: RuleViolation): string => v.field ?? v.code;

/**
 * Throws the violations of a whole request (nulls are guards that passed) as one AppError: the first
 * violation's code and params at the top, every violation as a field error (`lines[2].qty`,
 * `transportType`, …) so the form marks each field; `fieldOf` names the field of a violation (default
 * its field, or '' when it names none). Nothing for no violation.
 * @throws AppError with the first violation's code
 */
export function enforceAll(
  violations: readonly (RuleViolation | null)[],
  fieldOf: (v: RuleViolation) => string = (v) => v.field ?? '',
): void {
  const found = violations.filter((v): v is RuleViolation => v !== null);
  if (found.length === 0) return;
  const [first] = found;
  throw new AppError(
    first.code,
    { ...(first.params ?? {}) },
    found.map((v) => ({ field: fieldOf(v), code: v.code, params: { ...(v.params ?? {}) } })),
  );
}

/** The value of a rule result, or its violation raised (see `raise`). */
export function resultValue<T>(result: RuleResult<T>): T {
  if (!result.ok) raise(result.violation);
  return result.value;
}

/** A database's error report: its SQLSTATE, message and detail. */
export interface DatabaseErrorReport {
  code: string;
  message?: unknown;
  detail?: unknown;
}

/**
 * The database's own report behind a failed query: the error itself or one behind its `cause` (drizzle
 * wraps query errors) whose `code` is a SQLSTATE; undefined for an AppError or any other failure.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorReport | undefined {
  if (error instanceof AppError) return undefined;
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseErrorReport;
  }
  return undefined;
}

/** The PostgreSQL error code (e.g. `23505` unique, `23503` foreign key) of a failed query, if any. */
export function pgErrorCode(error: unknown): string | undefined {
  return databaseErrorOf(error)?.code;
}

/** PostgreSQL `numeric_value_out_of_range`: a computed qty or amount too large for its column. */
const NUMERIC_OUT_OF_RANGE = '22003';

/** Body of every error answer (API.md "Conventions"). */
export function errorBody(
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  errors?: FieldError[],
) {
  return { status, code, message, ...(errors && errors.length > 0 ? { errors } : {}), requestId: request.id };
}

function zodIssueMessage(
  language: Language,
  issue: { keyword: string; params: Record<string, unknown> },
  field: string,
) {
  const p = issue.params;
  let key: MessageKey = 'field_invalid';
  const params: Record<string, unknown> = { field: fieldLabel(field, language) };
  switch (issue.keyword) {
    case 'invalid_type':
      key = p.input === undefined ? 'field_required' : 'field_invalid';
      break;
    case 'too_small':
      key =
        p.origin === 'string'
          ? Number(p.minimum) <= 1
            ? 'field_required'
            : 'field_too_short'
          : 'field_too_small';
      params.min = p.minimum;
      break;
    case 'too_big':
      key = p.origin === 'string' ? 'field_too_long' : 'field_too_big';
      params.max = p.maximum;
      break;
    case 'invalid_value':
    case 'invalid_union':
      key = 'field_not_allowed';
      break;
    case 'unrecognized_keys':
      key = 'field_unknown';
      params.field = Array.isArray(p.keys) ? p.keys.join(', ') : field;
      break;
  }
  return { code: issue.keyword, message: t(language, key, params) };
}

/** Maps a Fastify error code to a catalogue code, for errors that arise before a handler runs. */
function codeOfFastifyError(error: FastifyError): ErrorCode | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'BAD_REQUEST';
    default:
      break;
  }
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error instanceof SyntaxError || error.statusCode === 400) return 'BAD_REQUEST';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return null;
}

/** The limits named in the messages of refusals that arise before a handler runs. */
export interface RequestLimits {
  /** Largest upload (UPLOAD_MAX_BYTES), named by PAYLOAD_TOO_LARGE for a file. */
  uploadMaxBytes: number;
}

/** The params of a refusal Fastify raised: the limit or the allowed types the message names. */
function fastifyErrorParams(
  code: ErrorCode,
  error: FastifyError,
  request: FastifyRequest,
  limits: RequestLimits,
): Record<string, unknown> {
  if (code === 'PAYLOAD_TOO_LARGE') {
    const file = ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'].includes(error.code);
    return { limit: formatBytes(file ? limits.uploadMaxBytes : (request.routeOptions.bodyLimit ?? 0)) };
  }
  if (code === 'UNSUPPORTED_MEDIA_TYPE') {
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    return { allowed: (consumes ?? ['application/json']).join(', ') };
  }
  return {};
}

/**
 * The single error handler: every failure becomes the error body with a localized message, every
 * placeholder filled (`limits` names the upload limit).
 */
export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
  limits: RequestLimits = { uploadMaxBytes: 0 },
) {
  const language = requestLanguage(request);
  if (error instanceof AppError) {
    const def = errorCatalog[error.code];
    const errors = error.fieldErrors.map((f) => ({
      field: f.field,
      code: f.code,
      message: errorMessage(f.code, language, f.params),
    }));
    if (def.http >= 500) request.log.error({ err: error }, 'application error');
    return reply
      .status(def.http)
      .send(
        errorBody(request, def.http, error.code, errorMessage(error.code, language, error.params), errors),
      );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const field =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? '');
      const m = zodIssueMessage(language, issue as never, field);
      return { field, code: m.code, message: m.message };
    });
    return reply
      .status(400)
      .send(
        errorBody(request, 400, 'VALIDATION_FAILED', errorMessage('VALIDATION_FAILED', language), errors),
      );
  }
  if (pgErrorCode(error) === NUMERIC_OUT_OF_RANGE) {
    // a sum or product beyond numeric(18,2) / int4 that no single bounded input could foresee
    const status = errorCatalog.VALUE_OUT_OF_RANGE.http;
    request.log.warn({ err: error }, 'value out of range');
    return reply
      .status(status)
      .send(
        errorBody(
          request,
          status,
          'VALUE_OUT_OF_RANGE',
          errorMessage('VALUE_OUT_OF_RANGE', language, VALUE_LIMIT_PARAMS),
        ),
      );
  }
  const mapped = codeOfFastifyError(error as FastifyError);
  if (mapped) {
    const status = errorCatalog[mapped].http;
    const params = fastifyErrorParams(mapped, error as FastifyError, request, limits);
    return reply
      .status(status)
      .send(errorBody(request, status, mapped, errorMessage(mapped, language, params)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(request, 500, 'INTERNAL', errorMessage('INTERNAL', language)));
}
