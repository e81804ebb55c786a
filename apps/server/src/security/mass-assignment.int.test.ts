import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type Actor, adminCaller, holds, signIn } from '../../test/security/actors';
import { answerProblem } from '../../test/security/answers';
import {
  fillUrl,
  type JsonSchema,
  looseObjects,
  type RouteInfo,
  routeInventory,
} from '../../test/security/route-inventory';
import { sampleOf } from '../../test/security/sample-values';

/**
 * No mass assignment (ARCHITECTURE §3 "Access"): every write route gets a valid-looking body plus
 * fields the session or the server decides. Nothing of them may be stored: the accounts, roles,
 * credit limits, prices and the other dealer's orders stay as they were.
 */

/** Fields a caller must never set through a body. */
const PLANTED = {
  dealerCode: 'D0002',
  warehouseCode: 'W08',
  status: 9,
  amount: '0.01',
  price: '0.01',
  creditLimit: '99999999.00',
  roles: ['admin'],
  passwordHash: 'x',
  version: 999999,
  id: 1,
  locked: false,
  tokenVersion: 0,
};

let t: TestApp;
let dealer: Actor;
let routes: RouteInfo[];
let admin: ReturnType<typeof adminCaller>;
/** Values that make a sample body pass the business rules: a real part, real warehouses. */
let hints: Record<string, unknown>;

const key = (r: RouteInfo) => `${r.method} ${r.url}`;
const SKIP = new Set(['POST /connect/logout', 'POST /connect/token']);

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Everything a dealer must not be able to change, as one comparable value. */
async function snapshot() {
  const priceColumns = (
    await rows(
      sql`select column_name from information_schema.columns where table_name = 'parts' and column_name like 'price%' order by 1`,
    )
  ).map((r) => String(r.column_name));
  const prices = priceColumns.length
    ? await rows(sql.raw(`select part_code, ${priceColumns.join(', ')} from parts order by part_code`))
    : [];
  return {
    users: await rows(
      sql`select id, password_hash, locked, token_version, dealer_code, account_type, head_office from users order by id`,
    ),
    roles: await rows(sql`select user_id, role_code from user_roles order by user_id, role_code`),
    credit: await rows(sql`select dealer_code, credit_limit from credit_accounts order by dealer_code`),
    prices,
    otherDealer: await rows(
      sql`select id, status, version, dealer_code from dealer_orders where dealer_code = 'D0002' order by id`,
    ),
  };
}

/** Counts of planted values anywhere they could land; none may grow. */
async function plantedCounts() {
  const versioned = await rows(
    sql`select table_name from information_schema.columns where column_name = 'version' and table_schema = current_schema()`,
  );
  let version = 0;
  for (const { table_name } of versioned) {
    const [r] = await rows(
      sql.raw(`select count(*)::int as n from "${String(table_name)}" where version = 999999`),
    );
    version += Number(r?.n);
  }
  const [u] = await rows(
    sql`select count(*)::int as n from users where password_hash = 'x' or token_version = 0`,
  );
  const [c] = await rows(sql`select count(*)::int as n from credit_accounts where credit_limit = 99999999`);
  const [a] = await rows(sql`select count(*)::int as n from user_roles where role_code = 'admin'`);
  const [o] = await rows(sql`select count(*)::int as n from dealer_orders where dealer_code = 'D0002'`);
  const priceColumns = await rows(
    sql`select column_name from information_schema.columns where table_name = 'parts' and column_name like 'price%'`,
  );
  const cheap = priceColumns.map((r) => `${String(r.column_name)} = 0.01`).join(' or ') || 'false';
  const [p] = await rows(sql.raw(`select count(*)::int as n from parts where ${cheap}`));
  return {
    version,
    cheapParts: Number(p?.n),
    badUsers: Number(u?.n),
    hugeCredit: Number(c?.n),
    admins: Number(a?.n),
    otherDealerOrders: Number(o?.n),
  };
}

/** Replaces sample values by the hints where a key matches, all the way down. */
function withHints(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHints);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k in hints ? hints[k] : withHints(v)]));
}

/** The planted fields that the schema declares at its top level (a strict schema refuses the others). */
function declaredPlanted(schema: JsonSchema | undefined): Record<string, unknown> {
  const props = schema?.properties ?? {};
  return Object.fromEntries(Object.entries(PLANTED).filter(([k]) => k in props));
}

/** A real id for each `:param`: the first row of the list route the URL hangs under, else the sample. */
async function realParams(r: RouteInfo, token: string): Promise<string> {
  const parent = r.url.slice(0, r.url.indexOf('/:'));
  const res = await t.app.inject({ method: 'GET', url: parent, headers: t.auth(token) });
  const item = (res.statusCode === 200 ? (res.json().data?.items ?? [])[0] : undefined) as
    | Record<string, unknown>
    | undefined;
  return fillUrl(r, (name) =>
    String(item?.[name] ?? item?.id ?? item?.code ?? sampleOf(r.json.params?.properties?.[name]) ?? '1'),
  );
}

async function sendAll(caller: () => Promise<string>, eligible: (r: RouteInfo) => boolean) {
  const problems: unknown[] = [];
  const accepted: string[] = [];
  const answers: Record<string, string> = {};
  let sent = 0;
  for (const r of routes.filter(eligible)) {
    const token = await caller();
    const url = r.paramNames.length > 0 ? await realParams(r, token) : r.url;
    const base = withHints(sampleOf(r.json.body) ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(hints)) if (k in (r.json.body?.properties ?? {})) base[k] = v;
    const bodies = [{ ...base, ...PLANTED }, { ...base, ...declaredPlanted(r.json.body) }, base];
    for (const [variant, body] of bodies.entries()) {
      const res = await t.app.inject({
        method: r.method as 'POST',
        url,
        headers: t.auth(token),
        payload: body,
      });
      sent++;
      if (res.statusCode < 300) accepted.push(`${variant === 2 ? 'clean' : 'planted'} ${key(r)}`);
      answers[`${variant} ${key(r)}`] = `${res.statusCode} ${res.body.slice(0, 200)}`;
      const problem = answerProblem(res);
      if (problem) problems.push({ route: key(r), url, problem });
    }
  }
  return { problems, sent, accepted: [...new Set(accepted)], answers };
}

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signIn(t, ['dealer']);
  dealer = signed.get('dealer') as Actor;
  admin = adminCaller(t);
  routes = routeInventory(t.app).filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !SKIP.has(key(r)) && !r.multipart,
  );
  const stock = await t.app.inject({
    method: 'GET',
    url: '/api/v1/stock',
    query: { warehouseCode: 'W01' },
    headers: t.auth(dealer.token),
  });
  const part = (stock.json().data.items as Record<string, unknown>[]).find((i) => Number(i.availableQty) > 0);
  hints = {
    partCode: part?.partCode,
    qty: Number(part?.minPackageQty ?? 1) * Number(part?.unitSalesQty ?? 1),
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    orderType: 'Normal',
  };
});
afterAll(() => t.close());

describe('mass assignment', () => {
  it('no route schema keeps unknown keys (.passthrough(), .loose() or a catch-all)', () => {
    // the walk itself finds them
    expect(looseObjects(z.object({ a: z.looseObject({ b: z.string() }) }))).toEqual(['$.a']);
    expect(looseObjects(z.strictObject({ a: z.array(z.object({ b: z.string() })) }))).toEqual([]);
    const loose = routeInventory(t.app).flatMap((r) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        looseObjects(r.schemas[part]).map((path) => `${key(r)} ${part} ${path}`),
      ),
    );
    expect(loose).toEqual([]);
  }, 300_000);

  it('a dealer sending server-decided fields on every write route it may call changes nothing it must not', async () => {
    const before = await snapshot();
    const counts = await plantedCounts();
    const [{ last }] = await rows(sql`select coalesce(max(id), 0)::int as last from dealer_orders`);
    const { problems, sent, accepted, answers } = await sendAll(
      async () => dealer.token,
      (r) => holds(dealer, r.permission) && r.url !== '/api/v1/me/password',
    );
    console.log(`mass assignment: ${sent} dealer requests; accepted by ${accepted.join(', ')}`);
    expect(problems).toEqual([]);
    // the order body declares dealerCode (head office orders for a dealer): a dealer's order stays its own
    // the sample order is valid; with another dealer's code it is refused (403) or stored as the caller's
    expect(accepted, answers['2 POST /api/v1/dealer-orders']).toContain('clean POST /api/v1/dealer-orders');
    if (!accepted.includes('planted POST /api/v1/dealer-orders')) {
      expect(answers['1 POST /api/v1/dealer-orders']).toMatch(/^403 .*"FORBIDDEN"/);
    }
    const made = await rows(sql`select dealer_code, status, version from dealer_orders where id > ${last}`);
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((o) => o.dealer_code !== 'D0001' || o.version === 999999 || o.status === 9)).toEqual(
      [],
    );
    const after = await snapshot();
    expect(after.users).toEqual(before.users);
    expect(after.roles).toEqual(before.roles);
    expect(after.credit).toEqual(before.credit);
    expect(after.prices).toEqual(before.prices);
    expect(after.otherDealer).toEqual(before.otherDealer);
    expect(await plantedCounts()).toEqual(counts);
  }, 300_000);

  it('an administrator sending them on every write route stores none of the planted values', async () => {
    const counts = await plantedCounts();
    const before = await snapshot();
    const { problems, sent } = await sendAll(
      () => admin.token(),
      () => true,
    );
    console.log(`mass assignment: ${sent} administrator requests on ${routes.length} write routes`);
    expect(problems).toEqual([]);
    const after = await plantedCounts();
    // a new administrator may have been made for the run itself (adminCaller), nothing else
    // head office may order for any dealer (the order body names it): only the planted values count here
    expect({ ...after, admins: 0, otherDealerOrders: 0 }).toEqual({
      ...counts,
      admins: 0,
      otherDealerOrders: 0,
    });
    const madeForRun = (
      await rows(sql`select count(*)::int as n from users where username like 'sec-admin-%'`)
    )[0]?.n;
    expect(after.admins).toBe(counts.admins + Number(madeForRun));
    const credit = await snapshot();
    expect(credit.credit).toEqual(before.credit);
  }, 300_000);
});
