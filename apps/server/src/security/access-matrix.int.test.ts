import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { SAMPLE_PDF, uploadAttachment } from '../../test/multipart';
import { type Actor, holds, ROLE_ACCOUNTS, signIn } from '../../test/security/actors';
import { codeOf } from '../../test/security/answers';
import {
  fillUrl,
  isNumericParam,
  missingValue,
  type RouteInfo,
  routeInventory,
} from '../../test/security/route-inventory';
import { sampleOf } from '../../test/security/sample-values';

/**
 * Layer 1 and layer 2 of access (ARCHITECTURE §3) for every route in the registry: the declared
 * permission decides 403 for every role, a missing id answers 404 and a malformed one 400, lists
 * never show another dealer's rows, and another tenant's document answers exactly like a missing one.
 */

let t: TestApp;
let actors: Map<string, Actor>;
let routes: RouteInfo[];

/** Routes left out of the matrix: signing out would end the caller's token for the rest of the run. */
const SKIP = new Set(['POST /connect/logout']);

const actor = (name: string) => actors.get(name) as Actor;
const key = (r: RouteInfo) => `${r.method} ${r.url}`;

async function call(r: RouteInfo, url: string, who: Actor | null, body?: unknown) {
  const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
  const query = (sampleOf(r.json.querystring) ?? {}) as Record<string, string>;
  return t.app.inject({
    method: r.method as 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: who ? t.auth(who.token) : {},
    ...(hasBody ? { payload: (body ?? sampleOf(r.json.body) ?? {}) as object } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  actors = await signIn(t, [...ROLE_ACCOUNTS, 'dealer2', 'wh2']);
  routes = routeInventory(t.app).filter((r) => !SKIP.has(key(r)));
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('every route × every role: lacking the permission answers 403 FORBIDDEN, holding it never 401/403/5xx', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const wrong: unknown[] = [];
    let cells = 0;
    for (const r of routes) {
      const url = fillUrl(r, (name) => missingValue(r, name));
      for (const name of ROLE_ACCOUNTS) {
        const who = actor(name);
        const res = await call(r, url, who);
        cells++;
        const code = codeOf(res);
        const ok = holds(who, r.permission)
          ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
          : res.statusCode === 403 && code === 'FORBIDDEN';
        if (!ok)
          wrong.push({
            route: key(r),
            user: name,
            holds: holds(who, r.permission),
            status: res.statusCode,
            code,
          });
      }
    }
    console.log(`access matrix: ${cells} cells (${routes.length} routes × ${ROLE_ACCOUNTS.length} roles)`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a missing id answers 404 NOT_FOUND (400 with a body the rules refuse), a malformed numeric id 400; never 5xx', async () => {
    const admin = actor('admin');
    const wrong: unknown[] = [];
    const withParams = routes.filter((r) => r.paramNames.length > 0);
    for (const r of withParams) {
      const res = await call(
        r,
        fillUrl(r, (name) => missingValue(r, name)),
        admin,
      );
      const body = res.json();
      const bodyless = !r.json.body;
      // a code that does not match the param's pattern is refused before the lookup: 400 on that param
      const paramRefused =
        res.statusCode === 400 &&
        (body.errors ?? []).length > 0 &&
        (body.errors as { field: string }[]).every((e) => r.paramNames.includes(e.field));
      const expected = bodyless ? [404] : [400, 404, 409, 422];
      const shape =
        res.statusCode === 404 ? body.code === 'NOT_FOUND' && typeof body.requestId === 'string' : true;
      if ((!expected.includes(res.statusCode) && !paramRefused) || !shape) {
        wrong.push({
          route: key(r),
          url: fillUrl(r, (n) => missingValue(r, n)),
          status: res.statusCode,
          code: body.code,
        });
      }
      if (r.paramNames.some((n) => isNumericParam(r, n))) {
        const bad = await call(
          r,
          fillUrl(r, (n) => (isNumericParam(r, n) ? 'abc' : missingValue(r, n))),
          admin,
        );
        if (bad.statusCode !== 400)
          wrong.push({ route: key(r), malformed: 'abc', status: bad.statusCode, code: bad.json().code });
      }
    }
    console.log(`access matrix: ${withParams.length} routes with ids checked for missing and malformed ids`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it("lists never show another dealer's rows (dealer and dealer2 on every list route)", async () => {
    const lists = routes.filter(
      (r) => r.method === 'GET' && r.paramNames.length === 0 && !/export|template/.test(r.url),
    );
    const leaks: unknown[] = [];
    let checked = 0;
    for (const name of ['dealer', 'dealer2']) {
      const who = actor(name);
      for (const r of lists) {
        if (!holds(who, r.permission)) continue;
        const query = {
          pageSize: '500',
          ...((sampleOf(r.json.querystring) as Record<string, string>) ?? {}),
        };
        const res = await t.app.inject({ method: 'GET', url: r.url, query, headers: t.auth(who.token) });
        expect({ route: key(r), user: name, status: res.statusCode }).toEqual({
          route: key(r),
          user: name,
          status: 200,
        });
        const items = (res.json().data?.items ?? []) as Record<string, unknown>[];
        checked++;
        for (const item of items) {
          if ('dealerCode' in item && item.dealerCode !== who.dealerCode && item.dealerCode !== null) {
            leaks.push({ route: key(r), user: name, dealerCode: item.dealerCode, id: item.id });
          }
        }
      }
    }
    console.log(`access matrix: ${checked} list answers checked for other dealers' rows`);
    expect(leaks).toEqual([]);
  }, 300_000);

  it("another tenant's document answers exactly like a missing one (every list/detail pair)", async () => {
    const pairs: [string, string, 'dealerCode' | 'warehouseCode'][] = [
      ['dealer', 'dealer2', 'dealerCode'],
      ['wh', 'wh2', 'warehouseCode'],
    ];
    const details = routes.filter((r) => r.paramNames.length === 1 && r.paramNames[0] === 'id');
    const wrong: unknown[] = [];
    let checked = 0;
    for (const [ownerName, otherName, field] of pairs) {
      const owner = actor(ownerName);
      const other = actor(otherName);
      for (const list of routes.filter((r) => r.method === 'GET' && r.paramNames.length === 0)) {
        if (!holds(owner, list.permission) || /export|template/.test(list.url)) continue;
        const query = (sampleOf(list.json.querystring) as Record<string, string>) ?? {};
        const res = await t.app.inject({ method: 'GET', url: list.url, query, headers: t.auth(owner.token) });
        if (res.statusCode !== 200) continue;
        const item = ((res.json().data?.items ?? []) as Record<string, unknown>[]).find(
          (i) => typeof i.id === 'number' && typeof i[field] === 'string',
        );
        if (!item) continue;
        for (const r of details.filter((d) => d.url.startsWith(`${list.url}/:id`))) {
          const mine = await call(
            r,
            fillUrl(r, () => String(item.id)),
            other,
          );
          const missing = await call(
            r,
            fillUrl(r, () => '2147483000'),
            other,
          );
          checked++;
          const a = { status: mine.statusCode, code: mine.json().code };
          const b = { status: missing.statusCode, code: missing.json().code };
          if (a.status !== b.status || a.code !== b.code || a.status === 200) {
            wrong.push({
              route: key(r),
              owner: ownerName,
              caller: otherName,
              id: item.id,
              theirs: a,
              missing: b,
            });
          }
        }
      }
    }
    console.log(`access matrix: ${checked} cross-tenant document cells`);
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 300_000);

  it("a dealer's new order and upload are invisible to another dealer: 404 NOT_FOUND like a missing id", async () => {
    const dealer = actor('dealer');
    const dealer2 = actor('dealer2');
    const stock = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock',
      query: { warehouseCode: 'W01', pageSize: '50' },
      headers: t.auth(dealer.token),
    });
    const part = (stock.json().data.items as Record<string, unknown>[]).find(
      (i) => i.orderable !== false && Number(i.availableQty) > 0,
    );
    const qty = Number(part?.minPackageQty ?? 1) * Number(part?.unitSalesQty ?? 1);
    const payload = {
      orderType: 'Normal',
      orderWarehouseCode: 'W01',
      receivingWarehouseCode: 'W01',
      acceptBackorder: true,
      lines: [{ partCode: part?.partCode, qty }],
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer-orders',
      headers: t.auth(dealer.token),
      payload,
    });
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json().data as { id: number; version: number };
    const orderRoutes = routes.filter((r) => r.url.startsWith('/api/v1/dealer-orders/:id'));
    expect(orderRoutes.length).toBeGreaterThan(2);
    for (const r of orderRoutes) {
      const body =
        r.url.endsWith(':id') && r.method === 'PUT'
          ? { ...payload, version: order.version }
          : { version: order.version };
      const theirs = await call(
        r,
        `${fillUrl(r, () => String(order.id))}?version=${order.version}`,
        dealer2,
        body,
      );
      const missing = await call(
        r,
        `${fillUrl(r, () => '2147483000')}?version=${order.version}`,
        dealer2,
        body,
      );
      const shape = (b: Record<string, unknown>) => ({
        status: b.status,
        code: b.code,
        keys: Object.keys(b).sort(),
      });
      expect({ route: key(r), ...shape(theirs.json()) }).toEqual({ route: key(r), ...shape(missing.json()) });
      if (holds(dealer2, r.permission))
        expect({ route: key(r), status: theirs.statusCode, code: theirs.json().code }).toEqual({
          route: key(r),
          status: 404,
          code: 'NOT_FOUND',
        });
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dealer-orders/${order.id}`,
      headers: t.auth(dealer.token),
    });
    expect(still.statusCode).toBe(200);

    const file = await uploadAttachment(t, dealer.token, '报价.pdf', SAMPLE_PDF);
    expect(file.statusCode, file.body).toBe(200);
    const id = file.json().data.id as number;
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/attachments/${id}/download`,
      headers: t.auth(dealer2.token),
    });
    expect({ status: theirs.statusCode, code: theirs.json().code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  }, 300_000);
});
