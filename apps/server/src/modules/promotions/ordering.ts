import { violation } from '@spm/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { actingDealer } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { AppError, raise } from '../../platform/errors';

/**
 * The dealer a promotion or package order is for: a dealer's staff order for their own dealer
 * (another `dealerCode` is FORBIDDEN); head office names the dealer (VALIDATION_FAILED / REQUIRED
 * without one, DEALER_NOT_FOUND when unknown or inactive); anyone else FORBIDDEN.
 */
export async function orderingDealer(db: DbOrTx, principal: Principal, requested: string | undefined) {
  const code = actingDealer(principal, requested, 'forbidden').dealerCode;
  const [dealer] = await db
    .select({ code: dealers.code, dealerType: dealers.dealerType, active: dealers.active })
    .from(dealers)
    .where(eq(dealers.code, code));
  if (!dealer?.active) throw new AppError('DEALER_NOT_FOUND', { dealerCode: code });
  return dealer;
}

/** The active order warehouse named by the order (WAREHOUSE_NOT_FOUND otherwise), with its DFS flag. */
export async function orderWarehouse(db: DbOrTx, code: string) {
  const [warehouse] = await db
    .select({ code: warehouses.code, slowFlowMain: warehouses.slowFlowMain, active: warehouses.active })
    .from(warehouses)
    .where(eq(warehouses.code, code));
  if (!warehouse?.active) {
    raise(violation('WAREHOUSE_NOT_FOUND', { warehouseCode: code }, 'orderWarehouseCode'));
  }
  return warehouse;
}
