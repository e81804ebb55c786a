import {
  type CallInput,
  type DataOf,
  type EndpointDef,
  endpointPath,
  type FILE_RESPONSE,
} from '@spm/contracts';
import { type Query, type RequestOptions, type Sent, send } from './client';

/** Options of a call besides its input (silence, idempotency, abort). */
export type CallOptions = Omit<RequestOptions, 'query' | 'body' | 'form' | 'formData'>;

/** An endpoint answering JSON (not a file). */
export type JsonEndpoint = EndpointDef & { response: Exclude<EndpointDef['response'], typeof FILE_RESPONSE> };

function requestOf(endpoint: EndpointDef, input: { params?: unknown; query?: unknown; body?: unknown } = {}) {
  return {
    path: endpointPath(endpoint, input.params as object | undefined),
    query: input.query as Query | undefined,
    body: input.body,
  };
}

/**
 * Sends a call to a declared endpoint (ARCHITECTURE §4 "derived from the same declarations"): the
 * path comes from the declaration with its parameters filled in, the query and JSON body are typed by
 * it. Answers the whole envelope (`warning` for envelope status 501); throws `ApiError` on failure.
 */
export async function sendTo<E extends JsonEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<Sent<DataOf<E>>> {
  const { path, query, body } = requestOf(endpoint, input);
  return send<DataOf<E>>(endpoint.method, path, { ...options, query, body });
}

/** Like `sendTo`, answering only the envelope's `data`. */
export async function call<E extends JsonEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<DataOf<E>> {
  return (await sendTo(endpoint, input, options)).data;
}

/** The URL path and query of a declared endpoint, for downloads and links. */
export const urlOf = <E extends EndpointDef>(endpoint: E, input: CallInput<E>) => requestOf(endpoint, input);
