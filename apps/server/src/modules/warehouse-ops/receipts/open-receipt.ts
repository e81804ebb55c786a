import type { Tx } from '../../../platform/db/client';
import { documentNo } from '../shared';
import { receiptLines, receipts } from '../warehouse-ops.tables';

/** An expected inbound another module opens (a supplier's shipping notice): one line per source line. */
export interface InboundReceiptInput {
  warehouseCode: string;
  /** The source document kind; its put-away is told to `WarehouseOpsDeps.receiptSources[sourceType]`. */
  sourceType: string;
  sourceId: number;
  sourceNo: string;
  lines: readonly { sourceLineId: number; partCode: string; receivableQty: number }[];
}

/**
 * Opens an inbound receipt (WHI, status 0 to receive) at `at` in the caller's transaction and answers
 * its id and number `RC…` (numbered by `at`'s business date in `businessTz`). Its lines are received, audited and put away on the receiving screens like any
 * other receipt; a box label `<receiptNo>/<partCode>/<box>` scans to its line.
 */
export async function openInboundReceipt(
  tx: Tx,
  input: InboundReceiptInput,
  at: Date,
  businessTz: string,
): Promise<{ id: number; receiptNo: string }> {
  const receiptNo = await documentNo(tx, 'RC', at, businessTz);
  const [row] = await tx
    .insert(receipts)
    .values({
      receiptNo,
      warehouseCode: input.warehouseCode,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      sourceNo: input.sourceNo,
      createdAt: at,
    })
    .returning({ id: receipts.id });
  await tx.insert(receiptLines).values(input.lines.map((l) => ({ receiptId: row.id, ...l })));
  return { id: row.id, receiptNo };
}
