import {
  checkOrderHeader,
  checkOrderingWarehouse,
  checkOrderQty,
  checkPartOrderable,
  type DealerType,
  deriveRushPrices,
  findDuplicateRows,
  isWithinMoneyLimit,
  type LimitArea,
  normalizePartCode,
  normalizeVin,
  type OrderablePart,
  type OrderType,
  orderAmount,
  orderLineAmount,
  type PartStatus,
  type PartType,
  type RuleViolation,
  type TransportType,
  toMoney,
  unitPriceKind,
  VALUE_LIMIT_PARAMS,
  violation,
} from '@spm/domain';

import type { OrderingDealer, OrderPartRow } from './dealer-orders.repository';

/** The part master row in the shape of the orderability rule. */
export function toOrderablePart(part: OrderPartRow): OrderablePart {
  return {
    partCode: part.partCode,
    status: part.status as PartStatus,
    newPartCode: part.newPartCode,
    partType: (part.partType ?? undefined) as PartType | undefined,
    flags: {
      discard: part.discard,
      subPart: part.subPart,
      embargo: part.embargo,
      airParcelEmbargo: part.airParcelEmbargo,
      limitSell: part.limitSell,
      newEnergy: part.newEnergy,
    },
    limitedSalesAreas: (part.limitedSalesArea ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '') as LimitArea[],
  };
}

/**
 * Unit price of a line (CNY): Urgent + Air → rush price, Urgent + Sea → rush land price, else the
 * ordinary price (domain `unitPriceKind`). A rush price missing from the master is derived from the
 * ordinary price with the spec §9 parameters.
 */
export function unitPrice(
  part: OrderPartRow,
  orderType: OrderType,
  transportType: TransportType | null,
): string {
  const kind = unitPriceKind(orderType, transportType);
  if (kind === 'ordinaryPrice') return toMoney(part.priceOrdinary);
  const derived = deriveRushPrices(part.priceOrdinary);
  if (kind === 'rushPrice') return toMoney(part.priceRush ?? derived.rushPrice);
  return toMoney(part.priceRushLand ?? derived.rushLandPrice);
}

/** The order fields the line rules read. */
export interface LineContext {
  orderType: OrderType;
  transportType: TransportType | null;
  dealer: OrderingDealer;
}

/** A line priced from the parts master, with the first rule it breaks (null when it may be ordered). */
export interface EvaluatedLine {
  lineNo: number;
  partCode: string;
  qty: number;
  part: OrderPartRow | undefined;
  price: string;
  amount: string;
  problem: RuleViolation | null;
}

/**
 * Checks and prices order lines (spec §5 "Orders"): the same part twice (ORDER_IMPORT_DUPLICATE_ROW
 * with line numbers), unknown part (PART_NOT_FOUND), orderability (replaced → names the successor,
 * abolished, limited sale, dedicated tool/sub-part, new model, not implemented, new energy, embargo,
 * air-parcel embargo), then qty (positive integer, ≥ MPQ, multiple of unit sales qty). Fields are
 * `lines[i].partCode` / `lines[i].qty`. Price × qty gives the amount; one beyond numeric(18,2) is
 * VALUE_OUT_OF_RANGE on the qty.
 */
export function evaluateLines(
  lines: readonly { partCode: string; qty: number }[],
  partsByCode: ReadonlyMap<string, OrderPartRow>,
  ctx: LineContext,
): EvaluatedLine[] {
  const normalized = lines.map((l) => ({ partCode: normalizePartCode(l.partCode), qty: l.qty }));
  const duplicates = new Map(
    findDuplicateRows(normalized, (l) => l.partCode, 1).map((v) => [Number(v.params?.row) - 1, v] as const),
  );
  const ordering = {
    orderType: ctx.orderType,
    transportType: ctx.transportType,
    dealerRegion: ctx.dealer.region as LimitArea,
    newEnergyAuthorised: ctx.dealer.newEnergyAuthorised,
  };
  return normalized.map((line, i) => {
    const part = partsByCode.get(line.partCode);
    const price = part ? unitPrice(part, ctx.orderType, ctx.transportType) : '0.00';
    const amount = Number.isSafeInteger(line.qty) && line.qty > 0 ? orderLineAmount(price, line.qty) : '0.00';
    const at = (v: RuleViolation | null, field: string): RuleViolation | null =>
      v ? { ...v, field: `lines[${i}].${field}` } : null;
    const dup = duplicates.get(i);
    const problem =
      (dup ? at(dup, 'partCode') : null) ??
      (part
        ? (at(checkPartOrderable(toOrderablePart(part), ordering), 'partCode') ??
          at(checkOrderQty(line.qty, part), 'qty') ??
          (isWithinMoneyLimit(amount)
            ? null
            : at(violation('VALUE_OUT_OF_RANGE', VALUE_LIMIT_PARAMS), 'qty')))
        : at(violation('PART_NOT_FOUND', { partCode: line.partCode }), 'partCode'));
    return { lineNo: i + 1, partCode: line.partCode, qty: line.qty, part, price, amount, problem };
  });
}

/** The header fields the header rules read (already parsed by the contract). */
export interface HeaderInput {
  orderType: OrderType;
  transportType: TransportType | null;
  orderWarehouseCode: string;
  receivingWarehouseCode: string | null;
  approvalNo: string | null;
  dfsPurchaseCode: string | null;
  vin: string | null;
}

/**
 * Header rules (spec §5): the warehouses exist and are active (WAREHOUSE_NOT_FOUND), the dealer is
 * active (DEALER_NOT_FOUND), an active order warehouse is one of `ordering` — the dealer's default and
 * ordering warehouses (WAREHOUSE_NOT_ORDERING, spec §2 dealer master) — then the domain header rules:
 * transport type only and always on Urgent, approval no (internal customers, L1-L6), receiving
 * warehouse (empty for DFS, else required), DFS purchase code / dealer type / slow-flow main warehouse,
 * VIN format and check digit (required on VOR).
 */
export function evaluateHeader(
  h: HeaderInput,
  dealer: OrderingDealer,
  warehouses: ReadonlyMap<string, { slowFlowMain: boolean; active: boolean }>,
  ordering: readonly string[],
): RuleViolation[] {
  const problems: RuleViolation[] = [];
  if (!dealer.active) problems.push(violation('DEALER_NOT_FOUND', { dealerCode: dealer.code }, 'dealerCode'));
  const orderWarehouse = warehouses.get(h.orderWarehouseCode);
  if (!orderWarehouse?.active) {
    problems.push(
      violation('WAREHOUSE_NOT_FOUND', { warehouseCode: h.orderWarehouseCode }, 'orderWarehouseCode'),
    );
  } else {
    const notOrdering = checkOrderingWarehouse(dealer.code, h.orderWarehouseCode, ordering);
    if (notOrdering) problems.push(notOrdering);
  }
  if (h.receivingWarehouseCode && !warehouses.get(h.receivingWarehouseCode)?.active) {
    problems.push(
      violation('WAREHOUSE_NOT_FOUND', { warehouseCode: h.receivingWarehouseCode }, 'receivingWarehouseCode'),
    );
  }
  problems.push(
    ...checkOrderHeader({
      orderType: h.orderType,
      transportType: h.transportType,
      dealerType: dealer.dealerType as DealerType,
      approvalNo: h.approvalNo,
      dfsPurchaseCode: h.dfsPurchaseCode,
      receivingWarehouseCode: h.receivingWarehouseCode,
      orderWarehouseIsSlowFlowMain: orderWarehouse?.slowFlowMain ?? false,
      vin: h.vin ? normalizeVin(h.vin) : null,
    }),
  );
  return problems;
}

/** Sum of the evaluated line amounts (CNY). */
export const evaluatedAmount = (lines: readonly EvaluatedLine[]): string =>
  orderAmount(
    lines.map((l) => ({ price: l.price, qty: Number.isSafeInteger(l.qty) && l.qty > 0 ? l.qty : 0 })),
  );
