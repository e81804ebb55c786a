import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { adminCaller } from '../../test/security/actors';
import { answerProblem } from '../../test/security/answers';
import {
  fillUrl,
  type JsonSchema,
  type RouteInfo,
  routeInventory,
} from '../../test/security/route-inventory';
import { asQuery, asSegment, sampleOf } from '../../test/security/sample-values';

/**
 * Boundary values on every route (issue "Hardening", findings 5–7): each number field of every body and
 * query (nested lines included) gets the numbers just past the quantity, int4 and numeric(18,2)
 * limits, and each string field gets impossible calendar dates and amounts past numeric(18,2), inside
 * an otherwise valid request sent by an administrator. No answer may be a 5xx, every refusal is a
 * coded error body, and no message shows an unfilled or empty placeholder.
 */

const NUMBERS = [100_000_000, 2_147_483_648, -2_147_483_649, 1e16];
const STRINGS = ['2026-02-30', '0000-00-00', '2026-13-01', '99999999999999999.99'];
/** Routes left out: signing out ends the caller's session. */
const SKIP = new Set(['POST /connect/logout']);

let t: TestApp;
let admin: ReturnType<typeof adminCaller>;
let routes: RouteInfo[];

beforeAll(async () => {
  t = await createTestApp();
  admin = adminCaller(t);
  routes = routeInventory(t.app).filter(
    (r) => !SKIP.has(`${r.method} ${r.url}`) && !r.multipart && (r.json.body || r.json.querystring),
  );
});
afterAll(() => t?.close());

type Leaf = { path: (string | number)[]; kind: 'number' | 'string' };

const typesOf = (s: JsonSchema) => [s.type, ...(s.anyOf ?? s.oneOf ?? []).map((o) => o.type)].flat();

/** The number and string fields of a schema, as paths into its sample instance (array items at 0). */
function leavesOf(schema: JsonSchema | undefined, path: (string | number)[] = [], depth = 0): Leaf[] {
  if (!schema || depth > 5) return [];
  const options = schema.anyOf ?? schema.oneOf;
  const s = options?.find((o) => o.type !== 'null') ?? schema;
  if (s.properties) {
    return Object.entries(s.properties).flatMap(([k, p]) => leavesOf(p, [...path, k], depth + 1));
  }
  if (s.items) return leavesOf(s.items, [...path, 0], depth + 1);
  if (path.length === 0 || s.enum || s.const !== undefined) return [];
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return [{ path, kind: 'number' }];
  if (types.includes('string')) return [{ path, kind: 'string' }];
  return [];
}

/** A copy of `base` with the value at `path` replaced (array items and objects made as needed). */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  (object as Record<string, unknown>)[head] = withValue(
    (object as Record<string, unknown>)[head],
    rest,
    value,
  );
  return object;
}

/** Placeholders left in a message: `{name}`, or an empty one such as `（上限 ）` or a trailing `：`. */
const EMPTY_PLACEHOLDER = /\{\w+\}|（[^）]*\s）|\(limit \)|[:：]\s*$|allowed:\s*$/;

describe('boundary values on every route', () => {
  it('numbers past the qty, int4 and numeric(18,2) limits and impossible dates never answer 5xx', async () => {
    const problems: unknown[] = [];
    let cells = 0;
    for (const r of routes) {
      const caller = await admin.token();
      const params = (sampleOf(r.json.params, true) ?? {}) as Record<string, unknown>;
      const url = fillUrl(r, (name) => asSegment(params[name] ?? '1'));
      for (const part of ['body', 'querystring'] as const) {
        const schema = r.json[part];
        const base = sampleOf(schema, true) ?? {};
        for (const leaf of leavesOf(schema)) {
          for (const value of leaf.kind === 'number' ? NUMBERS : STRINGS) {
            const input = withValue(base, leaf.path, value);
            const res = await t.app
              .inject({
                method: r.method as 'GET',
                url,
                headers: { ...t.auth(caller), 'accept-language': 'zh-CN' },
                ...(part === 'body'
                  ? { payload: input as object }
                  : {
                      query: asQuery(input),
                      ...(r.json.body ? { payload: sampleOf(r.json.body, true) as object } : {}),
                    }),
              })
              .catch((error: Error) => error);
            cells++;
            const problem =
              res instanceof Error
                ? `no complete answer: ${res.message}`
                : (answerProblem(res) ??
                  (res.statusCode >= 400 && EMPTY_PLACEHOLDER.test(String(res.json().message))
                    ? `unfilled message: ${res.json().message}`
                    : null));
            if (problem)
              problems.push({
                route: `${r.method} ${r.url}`,
                part,
                field: leaf.path.join('.'),
                value,
                problem,
              });
          }
        }
      }
    }
    console.log(`boundary values: ${routes.length} routes, ${cells} requests`);
    expect(cells).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 900_000);
});
