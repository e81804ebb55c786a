import type { ApiClient } from './api';
import type { BenchDb } from './db';
import type { Outcome } from './load';

/** One order line: part code and quantity in pieces. */
export interface Line {
  partCode: string;
  qty: number;
}

/** The warehouse the benchmark orders are placed on (warehouse user `wh` works there). */
export const ORDER_WAREHOUSE = 'W01';

/** Credit (CNY) given to dealer D0001 so that no submit of the benchmark is refused for credit. */
export const BENCH_CREDIT = '1000000000000.00';

/** Sets dealer D0001's credit limit and available balance to BENCH_CREDIT (CNY) directly in SQL. */
export async function raiseCredit(db: BenchDb): Promise<void> {
  await db.query(
    `insert into credit_accounts (dealer_code, credit_limit, available_balance) values ('D0001', $1, $1)
     on conflict (dealer_code) do update set credit_limit = $1, available_balance = $1, updated_at = now()`,
    [BENCH_CREDIT],
  );
}

interface StockItem {
  partCode: string;
  orderable: boolean;
  minPackageQty: number;
  unitSalesQty: number;
}

/** The smallest valid quantity (pieces): at least the MPQ and a multiple of the unit sales quantity. */
function validQty(p: StockItem): number {
  const usq = Math.max(1, p.unitSalesQty);
  return Math.max(usq, Math.ceil(Math.max(1, p.minPackageQty) / usq) * usq);
}

/** Body of `POST /api/v1/dealer-orders`: a Normal order on (and received at) ORDER_WAREHOUSE that accepts backorders. */
export function orderBody(lines: Line[]) {
  return {
    orderType: 'Normal',
    orderWarehouseCode: ORDER_WAREHOUSE,
    receivingWarehouseCode: ORDER_WAREHOUSE,
    acceptBackorder: true,
    lines,
  };
}

/**
 * `count` distinct lines the dealer may order on ORDER_WAREHOUSE: orderable parts of the stock query
 * (available ones first) with their smallest valid quantity, checked by creating one trial order and
 * dropping the lines it refuses. The trial order stays a temporary order.
 */
export async function orderableLines(dealer: ApiClient, count: number): Promise<Line[]> {
  const picked = new Map<string, Line>();
  for (const available of [true, false]) {
    for (let page = 1; page <= 20 && picked.size < count * 2; page++) {
      const res = await dealer.get<{ items: StockItem[] }>(
        `/api/v1/stock?warehouseCode=${ORDER_WAREHOUSE}&availableOnly=${available}&pageSize=500&page=${page}`,
      );
      const items = res.body?.data?.items ?? [];
      for (const p of items)
        if (p.orderable && !picked.has(p.partCode))
          picked.set(p.partCode, { partCode: p.partCode, qty: validQty(p) });
      if (items.length < 500) break;
    }
  }
  let lines = [...picked.values()];
  for (let attempt = 0; attempt < 5; attempt++) {
    const trial = lines.slice(0, count);
    const res = await dealer.post<unknown>('/api/v1/dealer-orders', orderBody(trial));
    if (res.httpStatus === 200) return trial;
    const errors = (res.body as { errors?: { field: string }[] } | null)?.errors ?? [];
    const bad = new Set(
      errors.map((e) => Number(/^lines\[(\d+)\]/.exec(e.field)?.[1] ?? -1)).filter((i) => i >= 0),
    );
    if (bad.size === 0) throw new Error(`trial order refused: ${res.raw.toString('utf8').slice(0, 300)}`);
    lines = lines.filter((l) => !bad.has(trial.indexOf(l)));
  }
  throw new Error(`could not find ${count} orderable lines on ${ORDER_WAREHOUSE}`);
}

/** Timings (ms) of one create + submit pair and how it ended. */
export interface PairResult {
  outcome: Outcome;
  submitMs: number | null;
  orderId: number | null;
}

/**
 * Creates a temporary order with `lines` and submits it with the version answered. `ok`: both answered
 * HTTP 200 with envelope status 200; `refused`: a clean refusal (HTTP 4xx with an error code, or the
 * 501 CREDIT_SHORTFALL envelope); `error`: anything else (5xx, transport error, malformed answer).
 */
export async function createAndSubmit(dealer: ApiClient, lines: Line[]): Promise<PairResult> {
  const clean = (status: number, body: { code?: string } | null) =>
    status >= 400 && status < 500 && !!body?.code;
  const created = await dealer.post<{ id: number; version: number }>(
    '/api/v1/dealer-orders',
    orderBody(lines),
  );
  if (created.httpStatus !== 200 || created.body?.status !== 200) {
    return {
      outcome: clean(created.httpStatus, created.body) ? 'refused' : 'error',
      submitMs: null,
      orderId: null,
    };
  }
  const { id, version } = created.body.data;
  const t = performance.now();
  const submitted = await dealer.post(`/api/v1/dealer-orders/${id}/submit`, { version });
  const submitMs = performance.now() - t;
  if (submitted.httpStatus === 200 && submitted.body?.status === 200)
    return { outcome: 'ok', submitMs, orderId: id };
  if (submitted.httpStatus === 200 && submitted.body?.status === 501)
    return { outcome: 'refused', submitMs, orderId: id };
  return {
    outcome: clean(submitted.httpStatus, submitted.body) ? 'refused' : 'error',
    submitMs,
    orderId: id,
  };
}
