import type { DealerType } from '../account.js';
import { collectViolations, isBlank, type RuleViolation, violation } from '../rules.js';
import {
  APPROVAL_NO_DEALER_TYPE,
  DFS_DEALER_TYPES,
  type OrderType,
  type TransportType,
} from './order-enums.js';
import { checkVin, normalizeVin } from './vin.js';

/** Approval numbers: `L1`-`L6` then up to 28 letters, digits or hyphens. */
const APPROVAL_NO = /^L[1-6][A-Za-z0-9-]{0,28}$/;

/**
 * Transport type (spec §5), field `transportType`: an Urgent order requires one
 * (TRANSPORT_TYPE_REQUIRED); other orders must not have one (TRANSPORT_TYPE_NOT_ALLOWED).
 */
export function checkTransportType(
  orderType: OrderType,
  transportType: TransportType | null | undefined,
): RuleViolation | null {
  const has = !isBlank(transportType);
  if (orderType === 'Urgent') {
    return has ? null : violation('TRANSPORT_TYPE_REQUIRED', undefined, 'transportType');
  }
  return has ? violation('TRANSPORT_TYPE_NOT_ALLOWED', undefined, 'transportType') : null;
}

/**
 * Approval no (spec §5), field `approvalNo`. Internal customers must give one (APPROVAL_NO_REQUIRED)
 * starting with L1-L6 (APPROVAL_NO_INVALID); for every other dealer type it must be empty
 * (APPROVAL_NO_NOT_ALLOWED).
 */
export function checkApprovalNo(
  dealerType: DealerType,
  approvalNo: string | null | undefined,
): RuleViolation | null {
  const value = approvalNo?.trim() ?? '';
  if (dealerType !== APPROVAL_NO_DEALER_TYPE) {
    return value === '' ? null : violation('APPROVAL_NO_NOT_ALLOWED', undefined, 'approvalNo');
  }
  if (value === '') return violation('APPROVAL_NO_REQUIRED', undefined, 'approvalNo');
  return APPROVAL_NO.test(value) ? null : violation('APPROVAL_NO_INVALID', undefined, 'approvalNo');
}

/**
 * Ordering warehouse (spec §2 Mst dealer master "ordering warehouses", §6 dealer types), field
 * `orderWarehouseCode`: a dealer orders only from the warehouses of `allowed` — its default warehouse
 * and its ordering warehouses, codes as master data's `orderingWarehouses` decodes them. Any other warehouse is
 * WAREHOUSE_NOT_ORDERING (params: warehouse, dealer, the allowed codes comma-separated or `—`).
 */
export function checkOrderingWarehouse(
  dealerCode: string,
  orderWarehouseCode: string,
  allowed: readonly string[],
): RuleViolation | null {
  if (allowed.includes(orderWarehouseCode)) return null;
  return violation(
    'WAREHOUSE_NOT_ORDERING',
    { warehouseCode: orderWarehouseCode, dealerCode, allowed: allowed.length ? allowed.join(', ') : '—' },
    'orderWarehouseCode',
  );
}

/**
 * Receiving warehouse (spec §5), field `receivingWarehouseCode`: empty for DFS
 * (RECEIVING_WAREHOUSE_NOT_ALLOWED_FOR_DFS), required otherwise (RECEIVING_WAREHOUSE_REQUIRED).
 */
export function checkReceivingWarehouse(
  orderType: OrderType,
  receivingWarehouseCode: string | null | undefined,
): RuleViolation | null {
  const has = !isBlank(receivingWarehouseCode);
  if (orderType === 'DFS') {
    return has
      ? violation('RECEIVING_WAREHOUSE_NOT_ALLOWED_FOR_DFS', undefined, 'receivingWarehouseCode')
      : null;
  }
  return has ? null : violation('RECEIVING_WAREHOUSE_REQUIRED', undefined, 'receivingWarehouseCode');
}

/** The order header fields the header rules read. */
export interface OrderHeaderInput {
  readonly orderType: OrderType;
  readonly transportType?: TransportType | null;
  /** The ordering dealer's type (from the dealer master, never from the request body). */
  readonly dealerType: DealerType;
  readonly approvalNo?: string | null;
  readonly dfsPurchaseCode?: string | null;
  readonly receivingWarehouseCode?: string | null;
  /** The order warehouse is the slow-flow main warehouse (a warehouse master setting). */
  readonly orderWarehouseIsSlowFlowMain: boolean;
  readonly vin?: string | null;
}

/**
 * DFS-only rules (spec §5); null for other order types. DFS_PURCHASE_CODE_REQUIRED (field
 * `dfsPurchaseCode`); DFS_DEALER_TYPE_INVALID {dealerTypes} (dealer type in DFS_DEALER_TYPES, field
 * `dealerCode`); DFS_WAREHOUSE_INVALID (field `orderWarehouseCode`).
 */
export function checkDfsOrder(h: OrderHeaderInput): RuleViolation | null {
  if (h.orderType !== 'DFS') return null;
  if (isBlank(h.dfsPurchaseCode)) {
    return violation('DFS_PURCHASE_CODE_REQUIRED', undefined, 'dfsPurchaseCode');
  }
  if (!DFS_DEALER_TYPES.includes(h.dealerType)) {
    return violation('DFS_DEALER_TYPE_INVALID', { dealerTypes: DFS_DEALER_TYPES.join(', ') }, 'dealerCode');
  }
  return h.orderWarehouseIsSlowFlowMain
    ? null
    : violation('DFS_WAREHOUSE_INVALID', undefined, 'orderWarehouseCode');
}

/**
 * VIN on an order, field `vin`: required on VOR orders (VIN_REQUIRED: a vehicle-off-road order is for
 * one vehicle); when given on any order it must pass `checkVin` (VIN_FORMAT_INVALID,
 * VIN_CHECK_DIGIT_MISMATCH). Normalizes (trim, upper case) before checking.
 */
export function checkOrderVin(orderType: OrderType, vin: string | null | undefined): RuleViolation | null {
  if (isBlank(vin)) return orderType === 'VOR' ? violation('VIN_REQUIRED', undefined, 'vin') : null;
  return checkVin(normalizeVin(vin as string));
}

/**
 * All header rules of spec §5 for save and submit; returns every violation (empty when valid):
 * transport type, approval no, receiving warehouse, DFS rules, VIN. Dealer code, order warehouse and
 * order type presence are schema checks (REQUIRED) in the contracts.
 */
export function checkOrderHeader(h: OrderHeaderInput): RuleViolation[] {
  return collectViolations([
    checkTransportType(h.orderType, h.transportType),
    checkApprovalNo(h.dealerType, h.approvalNo),
    checkReceivingWarehouse(h.orderType, h.receivingWarehouseCode),
    checkDfsOrder(h),
    checkOrderVin(h.orderType, h.vin),
  ]);
}
