/** One entry of the error catalogue: the HTTP status it maps to and its message in both languages. */
export interface ErrorDefinition {
  /** HTTP status the single error handler answers with. */
  readonly http: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 501 | 503;
  /** zh-CN message; `{name}` placeholders are filled from the error's params. */
  readonly zh: string;
  /** en-US message; same placeholders as zh. */
  readonly en: string;
}

export type ErrorTable = Record<string, ErrorDefinition>;

/** Helper that keeps the literal keys of a per-domain error table. */
export const defineErrors = <const T extends ErrorTable>(table: T): T => table;
