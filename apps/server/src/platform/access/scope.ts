import { type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors';
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
