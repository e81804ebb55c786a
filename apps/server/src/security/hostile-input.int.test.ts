import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { adminCaller } from '../../test/security/actors';
import { answerProblem, codeOf } from '../../test/security/answers';
import { fillUrl, isDownload, type RouteInfo, routeInventory } from '../../test/security/route-inventory';
import { asQuery, asSegment, hostileOf, SQL_INJECTIONS, sampleOf } from '../../test/security/sample-values';
import { users } from '../platform/db/platform.tables';

/**
 * Property-based hostile input on every route that validates a body, querystring or params: random
 * and edge values (fast-check, fixed seed) sent by an administrator, so permissions never stop them
 * before validation. The server must never answer 5xx, and every 4xx must be a coded error body.
 */

const RUNS = 15;
const SEED = 20261121;

let t: TestApp;
let admin: ReturnType<typeof adminCaller>;
let caller: string;
let routes: RouteInfo[];

/** Routes left out: signing out ends the caller's token. */
const SKIP = new Set(['POST /connect/logout']);
const key = (r: RouteInfo) => `${r.method} ${r.url}`;

async function ensureCaller(): Promise<void> {
  caller = await admin.token();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = adminCaller(t);
  await ensureCaller();
  routes = routeInventory(t.app).filter(
    (r) => !SKIP.has(key(r)) && (r.json.body || r.json.querystring || r.json.params),
  );
});
afterAll(() => t.close());

async function send(
  r: RouteInfo,
  input: { params: unknown; query: unknown; body: unknown },
  language = 'zh-CN',
) {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = fillUrl(r, (name) => asSegment(params[name] ?? sampleOf(r.json.params?.properties?.[name])));
  const hasBody = r.method !== 'GET' && r.method !== 'DELETE' && input.body !== undefined;
  return t.app.inject({
    method: r.method as 'GET',
    url,
    query: asQuery(input.query),
    headers: {
      ...t.auth(caller),
      'accept-language': language,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(input.body) ?? 'null' } : {}),
  });
}

describe('hostile input', () => {
  it('every validated route: random and edge values never answer 5xx; every 4xx is a coded error body', async () => {
    const problems: unknown[] = [];
    const samples = new Map<
      string,
      { r: RouteInfo; input: { params: unknown; query: unknown; body: unknown } }
    >();
    let requests = 0;
    const statuses: Record<number, number> = {};
    for (const r of routes) {
      await ensureCaller();
      const input = fc.record({
        params: r.json.params ? hostileOf(r.json.params) : fc.constant(undefined),
        query: r.json.querystring ? hostileOf(r.json.querystring) : fc.constant(undefined),
        body: r.json.body ? hostileOf(r.json.body) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          const res = await send(r, value);
          requests++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const problem = answerProblem(res);
          if (problem) problems.push({ route: key(r), problem, input: JSON.stringify(value).slice(0, 300) });
          const code = codeOf(res);
          if (res.statusCode >= 400 && code && !samples.has(code)) samples.set(code, { r, input: value });
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    console.log(
      `hostile input: ${routes.length} routes, ${requests} requests, ${samples.size} distinct error codes, answers by status ${JSON.stringify(statuses)}`,
    );
    // the runs reach the handlers too, not only the validation
    expect(Object.entries(statuses).some(([status, n]) => Number(status) < 300 && n > 0)).toBe(true);
    expect(problems).toEqual([]);

    // the same refusal in en-US reads differently from zh-CN (every code met above)
    await ensureCaller();
    const same: unknown[] = [];
    for (const [code, { r, input }] of samples) {
      const zh = await send(r, input, 'zh-CN');
      const en = await send(r, input, 'en-US');
      if (codeOf(zh) !== code || codeOf(en) !== code) continue;
      if (zh.json().message === en.json().message)
        same.push({ code, route: key(r), message: zh.json().message });
    }
    expect(same).toEqual([]);
  }, 600_000);

  it('SQL-injection text in every string filter of every list route answers 200 or 400, and the users table survives', async () => {
    const [{ before }] = await t.ctx.db.select({ before: count() }).from(users);
    const lists = routeInventory(t.app).filter(
      (r) => r.method === 'GET' && r.paramNames.length === 0 && r.json.querystring && !isDownload(r),
    );
    const problems: unknown[] = [];
    let cells = 0;
    await ensureCaller();
    for (const r of lists) {
      const base = (sampleOf(r.json.querystring) ?? {}) as Record<string, unknown>;
      const props = Object.entries(r.json.querystring?.properties ?? {}).filter(([, p]) => {
        const types = [p.type, ...(p.anyOf ?? []).map((a) => a.type)].flat();
        return types.includes('string') && !p.enum && !(p.anyOf ?? []).some((a) => a.enum);
      });
      for (const [field] of props) {
        for (const text of SQL_INJECTIONS) {
          const res = await send(r, {
            params: undefined,
            query: { ...base, [field]: text },
            body: undefined,
          });
          cells++;
          if (![200, 400].includes(res.statusCode) || answerProblem(res)) {
            problems.push({ route: key(r), field, text, status: res.statusCode, code: codeOf(res) });
          }
        }
      }
    }
    const [{ after }] = await t.ctx.db.select({ after: count() }).from(users);
    console.log(`hostile input: ${cells} SQL-injection cells on ${lists.length} list routes`);
    expect(problems).toEqual([]);
    expect(after).toBeGreaterThanOrEqual(before);
    expect(before).toBeGreaterThan(5);
  }, 600_000);

  it('a sort naming an inherited property of a plain object (toString, constructor…) is no sortable field: 200 or 400, never 5xx', async () => {
    const lists = routeInventory(t.app).filter(
      (r) =>
        r.method === 'GET' &&
        r.paramNames.length === 0 &&
        r.json.querystring?.properties?.sort !== undefined &&
        !isDownload(r),
    );
    const problems: unknown[] = [];
    await ensureCaller();
    for (const r of lists) {
      const base = (sampleOf(r.json.querystring) ?? {}) as Record<string, unknown>;
      for (const sort of ['toString', '-constructor', 'valueOf', 'hasOwnProperty']) {
        const res = await send(r, { params: undefined, query: { ...base, sort }, body: undefined });
        if (![200, 400].includes(res.statusCode) || answerProblem(res))
          problems.push({ route: key(r), sort, status: res.statusCode, code: codeOf(res) });
      }
    }
    console.log(`hostile input: inherited sort names on ${lists.length} list routes`);
    expect(lists.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  }, 600_000);

  it('a NUL character in any string field of a body or a query (PostgreSQL refuses it in text) never answers 5xx', async () => {
    const problems: unknown[] = [];
    let cells = 0;
    for (const r of routes) {
      await ensureCaller();
      for (const part of ['body', 'querystring'] as const) {
        const schema = r.json[part];
        const base = (sampleOf(schema) ?? {}) as Record<string, unknown>;
        const strings = Object.entries(schema?.properties ?? {}).filter(([, p]) =>
          [p.type, ...(p.anyOf ?? []).map((a) => a.type)].flat().includes('string'),
        );
        for (const [field] of strings) {
          const value = { ...base, [field]: 'a\u0000b' };
          const input =
            part === 'body'
              ? { params: undefined, query: undefined, body: value }
              : { params: undefined, query: value, body: undefined };
          cells++;
          // a streamed answer that breaks after its headers is a failure too (the download is cut)
          const res = await send(r, input).catch((error: Error) => error);
          const problem = res instanceof Error ? `no complete answer: ${res.message}` : answerProblem(res);
          if (problem) problems.push({ route: key(r), part, field, problem });
        }
      }
    }
    console.log(`hostile input: ${cells} NUL cells`);
    expect(problems).toEqual([]);
  }, 600_000);

  it('deeply nested, oversized and malformed JSON bodies: never 5xx; oversized 413, malformed 400', async () => {
    await ensureCaller();
    const writes = routes.filter((r) => r.json.body).slice(0, 10);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const cases: [string, number | null][] = [
      [deep, null],
      [JSON.stringify({ x: 'x'.repeat(3 * 1024 * 1024) }), 413],
      ['[[[[[[', 400],
      ['{"a":', 400],
    ];
    for (const r of writes) {
      for (const [payload, status] of cases) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: fillUrl(r, () => '1'),
          headers: { ...t.auth(caller), 'content-type': 'application/json' },
          payload,
        });
        expect({ route: key(r), problem: answerProblem(res), status: status ?? res.statusCode }).toEqual({
          route: key(r),
          problem: null,
          status: res.statusCode,
        });
      }
    }
  }, 300_000);
});
