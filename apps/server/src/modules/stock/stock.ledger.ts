import type { Page, StockLedgerItem } from '@spm/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { parts } from '../parts/parts.tables';
import { stockLedger } from './stock.tables';

/**
 * The stock ledger of one part at one warehouse (`GET /api/v1/stock/{partCode}/ledger`, permission
 * `inventoryQuery:ledger`): every movement row (signed on-hand and allocated changes in pieces, the
 * movement type and the document), newest first, paged. The warehouse must be one of the caller's
 * (head office: any) and the part must exist: NOT_FOUND otherwise, like a missing one.
 */
export async function stockLedgerOf(
  db: DbOrTx,
  principal: Principal,
  partCode: string,
  query: { warehouseCode: string; page: number; pageSize: number },
): Promise<Page<StockLedgerItem>> {
  const [part] = await db
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(eq(parts.partCode, partCode));
  if (!part) throw new AppError('NOT_FOUND');
  const scope = principal.scope;
  const ownWarehouse =
    scope.kind === 'all' ||
    (scope.kind === 'warehouses' && scope.warehouseCodes.includes(query.warehouseCode));
  if (!ownWarehouse) throw new AppError('NOT_FOUND');
  const where = and(eq(stockLedger.partCode, partCode), eq(stockLedger.warehouseCode, query.warehouseCode));
  return listPage(
    db.select({ total: count() }).from(stockLedger).where(where),
    db
      .select()
      .from(stockLedger)
      .where(where)
      .orderBy(desc(stockLedger.createdAt), desc(stockLedger.id))
      .$dynamic(),
    query,
    (r) => ({
      id: r.id,
      storageCode: r.storageCode,
      movementType: r.movementType,
      onHandDelta: r.onHandDelta,
      allocatedDelta: r.allocatedDelta,
      documentType: r.documentType,
      documentNo: r.documentNo,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}
