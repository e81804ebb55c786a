/** A bearer token, a JWT-shaped string, or a `…token=`/`password=`/`code=` query parameter. */
const SECRETS: [RegExp, string][] = [
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[redacted]'],
  [/([?&#]|\b)((?:access_|refresh_|id_)?token|password|code|secret)=([^&#\s"']*)/gi, '$1$2=[redacted]'],
];

/**
 * `text` with anything that looks like a credential replaced by `[redacted]`: bearer tokens, JWTs
 * (three base64url parts starting `eyJ`) and the values of `token`, `access_token`, `refresh_token`,
 * `id_token`, `password`, `code` and `secret` parameters. Browser error reports go to the server log
 * through this (docs/operations.md "Browser errors"): the log never holds a user's token.
 */
export function redactSecrets(text: string): string {
  return SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A page address as the log keeps it: without its query and fragment, credentials redacted. */
export function pageAddress(url: string): string {
  return redactSecrets(url.replace(/[?#].*$/s, ''));
}
