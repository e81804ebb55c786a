import type { LineQuote, LineQuoteInput } from '@spm/contracts';
import {
  errorMessage,
  type Language,
  normalizePartCode,
  type OrderType,
  type TransportType,
} from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import { actingDealer, requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { availableQtyByPart, findDealer, findOrderParts } from './dealer-orders.repository';
import { evaluateLines } from './dealer-orders.rules';

/** The dealer a quote is for: the caller's own; head office names one (`dealerCode`). */
async function quoteDealer(db: DbOrTx, principal: Principal, dealerCode: string | undefined) {
  const acting = actingDealer(principal, dealerCode, 'ignored');
  const dealer = await findDealer(db, acting.dealerCode);
  if (acting.own) return requireFound(dealer);
  if (!dealer) throw new AppError('DEALER_NOT_FOUND', { dealerCode: acting.dealerCode });
  return dealer;
}

/**
 * Prices and checks lines before they are saved (`POST /api/v1/dealer-orders/line-quotes`, order
 * entry grid and Excel import): per line the part's names, MPQ, unit sales qty, unit price for the
 * order type and transport type (CNY), amount, available qty in the order warehouse, and the first
 * rule the line breaks as `{code, message, params}` in the caller's language (e.g. PART_REPLACED
 * with `newPartCode`, so the screen can offer the successor). Nothing is written.
 */
export async function quoteLines(
  db: DbOrTx,
  principal: Principal,
  input: LineQuoteInput,
  language: Language,
): Promise<LineQuote[]> {
  const dealer = await quoteDealer(db, principal, input.dealerCode);
  const codes = [...new Set(input.lines.map((l) => normalizePartCode(l.partCode)))];
  const parts = new Map((await findOrderParts(db, codes)).map((p) => [p.partCode, p]));
  const available = input.orderWarehouseCode
    ? await availableQtyByPart(db, input.orderWarehouseCode, codes)
    : null;
  const lines = evaluateLines(input.lines, parts, {
    orderType: input.orderType as OrderType,
    transportType: (input.transportType ?? null) as TransportType | null,
    dealer,
  });
  return lines.map((l) => ({
    partCode: l.partCode,
    nameZh: l.part?.nameZh ?? '',
    nameEn: l.part?.nameEn ?? '',
    qty: l.qty,
    minPackageQty: l.part?.minPackageQty ?? 1,
    unitSalesQty: l.part?.unitSalesQty ?? 1,
    price: l.price,
    amount: l.amount,
    availableQty: available ? (available.get(l.partCode) ?? 0) : null,
    problem: l.problem
      ? {
          code: l.problem.code,
          message: errorMessage(
            l.problem.code,
            language,
            l.problem.params ? { ...l.problem.params } : undefined,
          ),
          params: l.problem.params ? { ...l.problem.params } : undefined,
        }
      : null,
  }));
}
