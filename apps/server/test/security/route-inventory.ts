import type { FastifyInstance } from 'fastify';
import { type $ZodType, toJSONSchema } from 'zod/v4/core';
import type { RouteAccess } from '../../src/platform/access/principal';

/**
 * The API's routes as the security tests see them: the access each declares and the zod schemas it
 * validates, both from `app.routeRegistry` (kept as routes are added). Routes added by any module,
 * now or later, are picked up without touching this file.
 */

/** The zod schemas of one route, as declared in its `schema` option. */
export interface RouteSchemas {
  body?: $ZodType;
  querystring?: $ZodType;
  params?: $ZodType;
  consumes?: string[];
}

/** JSON Schema (draft 2020-12 subset) of a route part, as zod renders its input side. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

/** One API route: method, URL pattern, declared access, zod schemas and their JSON Schema form. */
export interface RouteInfo {
  method: string;
  url: string;
  access: RouteAccess;
  /** The permission code, `'authenticated'` or `'public'`. */
  permission: string;
  schemas: RouteSchemas;
  json: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  /** Names of the `:params` in the URL, in order. */
  paramNames: string[];
  /** The route takes a `multipart/form-data` upload. */
  multipart: boolean;
}

const isZod = (s: unknown): s is $ZodType => typeof s === 'object' && s !== null && '_zod' in s;

/** The input side of a zod schema as JSON Schema (transforms and refinements become "any"). */
export function toJson(schema: $ZodType | undefined): JsonSchema | undefined {
  if (!isZod(schema)) return undefined;
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Every route in `app.routeRegistry` with its schemas. Throws when the registry is empty or holds no
 * schema at all, so a broken registry cannot pass silently.
 */
export function routeInventory(app: FastifyInstance): RouteInfo[] {
  if (app.routeRegistry.length === 0) throw new Error('the app registered no guarded route');
  if (!app.routeRegistry.some((r) => Object.keys(r.schema).length > 0))
    throw new Error('the route registry holds no schema');
  return app.routeRegistry
    .filter((r) => !isPartnerRoute(r.url))
    .map((r) => {
      const { body, querystring, params, consumes } = r.schema as RouteSchemas;
      const schemas: RouteSchemas = { body, querystring, params, consumes };
      return {
        method: r.method,
        url: r.url,
        access: r.access,
        permission: 'public' in r.access ? 'public' : r.access.permission,
        schemas,
        json: {
          body: toJson(schemas.body),
          querystring: toJson(schemas.querystring),
          params: toJson(schemas.params),
        },
        paramNames: [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string),
        multipart: (schemas.consumes ?? []).includes('multipart/form-data'),
      };
    });
}

/**
 * Inbound partner endpoints (`/api/v1/partners/…`) are not user routes: the partner system signs each
 * call instead of a user token and gets the partner envelope (`Result`, `Msg`, `ReturnObject`), so the
 * user-facing suites (access matrix, envelopes, mass assignment, API docs) leave them out; their
 * signature and answers are tested with the module (e.g. invoices.int.test.ts).
 */
export const isPartnerRoute = (url: string) => url.startsWith('/api/v1/partners/');

/** True when a param's schema is numeric (an id), from the route's params JSON Schema. */
export function isNumericParam(route: RouteInfo, name: string): boolean {
  const prop = route.json.params?.properties?.[name];
  const types = [prop?.type, ...(prop?.anyOf ?? []).map((a) => a.type)].flat();
  return types.includes('integer') || types.includes('number') || (prop?.pattern ?? '').startsWith('^\\d');
}

/** A value that names no existing row: a large id for numeric params, `NOPE-NOPE` for codes. */
export function missingValue(route: RouteInfo, name: string): string {
  return isNumericParam(route, name) ? '2147483000' : 'NOPE-NOPE';
}

/** The route's URL with each `:param` replaced by `value(name)` (URL-encoded). */
export function fillUrl(route: RouteInfo, value: (name: string) => string): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(value(name)));
}

/** Routes that answer a file: GET routes whose path ends in export, download, print, content or label. */
export const isDownload = (r: RouteInfo) =>
  r.method === 'GET' && /\/(export|download|print|content|label)$/.test(r.url);

/**
 * Zod object schemas inside `schema` that keep unknown keys (`.passthrough()`, `.loose()`, a
 * catch-all other than `never`): each is a mass-assignment risk. Answers their paths.
 */
export function looseObjects(schema: $ZodType | undefined, path = '$', seen = new Set<unknown>()): string[] {
  if (!isZod(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const found: string[] = [];
  if (def.type === 'object') {
    const catchall = def.catchall as $ZodType | undefined;
    if (catchall && (catchall._zod.def as { type: string }).type !== 'never') found.push(path);
    for (const [k, v] of Object.entries(def.shape as Record<string, $ZodType>)) {
      found.push(...looseObjects(v, `${path}.${k}`, seen));
    }
    return found;
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType', 'schema']) {
    found.push(...looseObjects(def[key] as $ZodType, path, seen));
  }
  for (const option of (def.options as $ZodType[] | undefined) ?? [])
    found.push(...looseObjects(option, path, seen));
  return found;
}
