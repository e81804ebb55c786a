import type { OrderInput } from '@spm/contracts';
import { checkOrderLineCount, normalizePartCode, normalizeVin } from '@spm/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enforceAll } from '../../platform/errors';
import { findOrderPartsAndWarehouses, type OrderingDealer } from './dealer-orders.repository';
import { evaluatedAmount, evaluateHeader, evaluateLines, type HeaderInput } from './dealer-orders.rules';

/**
 * The warehouses a dealer may order from, read in the statement that reads an order's parts:
 * `column(dealerCode)` is one column of that statement, and `decode` turns its value into the codes
 * (its default and ordering warehouses; `[]` for an unknown dealer). Master data's
 * `orderingWarehouses`, passed in where the app is composed.
 */
export interface OrderingWarehousesSource {
  column: (dealerCode: string) => SQL<unknown>;
  decode: (value: unknown) => readonly string[];
}

/** What the save rules read of an order: its header and lines. */
export type OrderDraft = HeaderInput & { lines: readonly { partCode: string; qty: number }[] };

/** The draft of an entered order. */
export const draftOf = (input: OrderInput): OrderDraft => ({
  orderType: input.orderType,
  transportType: input.transportType ?? null,
  orderWarehouseCode: input.orderWarehouseCode,
  receivingWarehouseCode: input.receivingWarehouseCode ?? null,
  approvalNo: input.approvalNo ?? null,
  dfsPurchaseCode: input.dfsPurchaseCode ?? null,
  vin: input.vin ?? null,
  lines: input.lines,
});

/**
 * Checks an order against every save rule; answers the priced lines and the amount (CNY). The line
 * ceiling (ORDER_TOO_MANY_LINES) is checked first, before any line is looked up. `ordering` are the
 * dealer's ordering warehouses (WAREHOUSE_NOT_ORDERING for another order warehouse).
 */
export async function evaluateOrder(
  tx: DbOrTx,
  draft: OrderDraft,
  dealer: OrderingDealer,
  ordering: OrderingWarehousesSource,
) {
  enforceAll([checkOrderLineCount(draft.lines.length)]);
  const warehouseCodes = [draft.orderWarehouseCode, draft.receivingWarehouseCode].filter(
    (c): c is string => !!c,
  );
  const codes = [...new Set(draft.lines.map((l) => normalizePartCode(l.partCode)))];
  // parts, warehouses and the dealer's ordering warehouses in one statement (every statement is a round trip)
  const found = await findOrderPartsAndWarehouses(tx, codes, warehouseCodes, ordering.column(dealer.code));
  const warehouses = new Map(found.warehouses.map((w) => [w.code, w]));
  const header = evaluateHeader(draft, dealer, warehouses, ordering.decode(found.also));
  const parts = new Map(found.parts.map((p) => [p.partCode, p]));
  const lines = evaluateLines(draft.lines, parts, {
    orderType: draft.orderType,
    transportType: draft.transportType,
    dealer,
  });
  enforceAll([...header, ...lines.flatMap((l) => (l.problem ? [l.problem] : []))]);
  return { lines, amount: evaluatedAmount(lines) };
}

/** Header columns written from an entered order (never status, amounts or the dealer). */
export function headerValues(input: OrderInput) {
  return {
    orderType: input.orderType,
    orderWarehouseCode: input.orderWarehouseCode,
    receivingWarehouseCode: input.receivingWarehouseCode ?? null,
    transportType: input.transportType ?? null,
    acceptBackorder: input.acceptBackorder,
    vin: input.vin ? normalizeVin(input.vin) : null,
    carNumber: input.carNumber ?? null,
    contact: input.contact ?? null,
    contactPhone: input.contactPhone ?? null,
    approvalNo: input.approvalNo ?? null,
    dfsPurchaseCode: input.dfsPurchaseCode ?? null,
    remark: input.remark ?? null,
  };
}
