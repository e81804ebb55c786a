import type { z } from 'zod';

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful call answers: the JSON envelope whose `data` matches `response`, or a file
 * (`FILE_RESPONSE`: a download with Content-Disposition, e.g. an .xlsx, .pdf or an attachment).
 */
export const FILE_RESPONSE = 'file' as const;

/**
 * One endpoint of the HTTP contract, declared once (ARCHITECTURE §3 "Endpoints are declared once"):
 * the server registers its route from this declaration (validation, response serialisation, OpenAPI)
 * and the web derives its call from it. `path` uses Fastify's `:name` parameters.
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** OpenAPI tags (the domain). */
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body; `'multipart'` for an upload (`multipart/form-data`, field `file`). */
  readonly body?: z.ZodType | 'multipart';
  /** The envelope's `data`, or `FILE_RESPONSE`. */
  readonly response: z.ZodType | typeof FILE_RESPONSE;
}

/** Declares an endpoint, keeping its literal types for the server and the web. */
export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path parameters as the server sees them (after parsing). */
export type ParamsOf<E extends EndpointDef> = Out<E['params']>;
/** Query string as the server sees it (after parsing and defaults). */
export type QueryOf<E extends EndpointDef> = Out<E['query']>;
/** JSON body as the server sees it (after parsing and defaults). */
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
/** The envelope's `data` of a JSON endpoint. */
export type DataOf<E extends EndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** What a caller passes: path parameters, query and JSON body, as the caller may write them (before defaults). */
export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<In<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/**
 * The concrete path of an endpoint: each `:name` replaced by the URL-encoded parameter.
 * @throws Error when a parameter the path names is missing (a programming error, not a user's).
 */
export function endpointPath(endpoint: Pick<EndpointDef, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Path parameter ${name} of ${endpoint.path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
