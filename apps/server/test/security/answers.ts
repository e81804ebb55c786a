import { errorCatalog } from '@spm/domain';
import type { LightMyRequestResponse as Response } from 'fastify';

/**
 * Checks on the shape of answers that every security test applies: no 5xx, and every 4xx carries the
 * error body of API.md ("Conventions") with a catalogue code.
 */

/** Why an answer breaks the error contract, or null when it keeps it. */
export function answerProblem(res: Response): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `HTTP ${res.statusCode} without a JSON body`;
  }
  // sign-in refusals keep the RFC 6749 shape the existing clients read (API.md "Sign-in")
  if (typeof body.error === 'string' && typeof body.error_description === 'string') return null;
  if (body.status !== res.statusCode) return `status field ${String(body.status)} ≠ HTTP ${res.statusCode}`;
  if (typeof body.code !== 'string' || !(body.code in errorCatalog))
    return `code ${String(body.code)} not in the catalogue`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return `empty message for ${body.code}`;
  if (typeof body.requestId !== 'string' || body.requestId === '') return `no requestId for ${body.code}`;
  return null;
}

/** The JSON `code` of an answer, when it has one. */
export function codeOf(res: Response): string | undefined {
  try {
    return res.json().code;
  } catch {
    return undefined;
  }
}
