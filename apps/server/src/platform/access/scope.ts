import { type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError, requiredFieldError } from '../errors';
import type { Principal } from './principal';

/**
 * SQL condition limiting a dealer-owned document to the caller's scope (ARCHITECTURE §3 "Access").
 * `dealerColumn` holds the document's dealer; `warehouseColumn` the warehouse that serves it.
 * Head office: no limit; dealer: own dealer; warehouse staff: own warehouses; anyone else: nothing.
 */
export function dealerDocumentScope(
  principal: Principal,
  dealerColumn: Column,
  warehouseColumn?: Column,
): SQL {
  const s = principal.scope;
  switch (s.kind) {
    case 'all':
      return sql`true`;
    case 'dealer':
      return eq(dealerColumn, s.dealerCode);
    case 'warehouses':
      return warehouseColumn && s.warehouseCodes.length > 0
        ? inArray(warehouseColumn, [...s.warehouseCodes])
        : sql`false`;
    default:
      return sql`false`;
  }
}

/** SQL condition limiting a warehouse-owned row to the caller's warehouses (head office: all). */
export function warehouseScope(principal: Principal, warehouseColumn: Column): SQL {
  const s = principal.scope;
  if (s.kind === 'all') return sql`true`;
  if (s.kind === 'warehouses' && s.warehouseCodes.length > 0)
    return inArray(warehouseColumn, [...s.warehouseCodes]);
  return sql`false`;
}

/** SQL condition limiting a supplier-owned row to the caller's supplier (head office: all). */
export function supplierScope(principal: Principal, supplierColumn: Column): SQL {
  const s = principal.scope;
  if (s.kind === 'all') return sql`true`;
  if (s.kind === 'supplier') return eq(supplierColumn, s.supplierCode);
  return sql`false`;
}

/**
 * Returns the row, or throws NOT_FOUND when it is missing — which is also what a row outside the
 * caller's scope looks like, because scoped queries never return it (404, not 403).
 */
export function requireFound<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The dealer a request acts for (orders, quotes, credit, POPP, promotion orders): a dealer's staff act
 * for their own dealer, and a different `requested` code is FORBIDDEN (`otherDealer: 'forbidden'`) or
 * passed over (`'ignored'`); head office names the dealer (VALIDATION_FAILED with REQUIRED on
 * `dealerCode` without one); anyone else is FORBIDDEN. The code is not looked up here.
 * @returns the dealer's code and whether it is the caller's own
 * @throws AppError FORBIDDEN | VALIDATION_FAILED
 */
export function actingDealer(
  principal: Principal,
  requested: string | undefined,
  otherDealer: 'forbidden' | 'ignored',
): { dealerCode: string; own: boolean } {
  const s = principal.scope;
  if (s.kind === 'dealer') {
    if (otherDealer === 'forbidden' && requested && requested !== s.dealerCode)
      throw new AppError('FORBIDDEN');
    return { dealerCode: s.dealerCode, own: true };
  }
  if (s.kind !== 'all') throw new AppError('FORBIDDEN');
  if (!requested) throw requiredFieldError('dealerCode');
  return { dealerCode: requested, own: false };
}
