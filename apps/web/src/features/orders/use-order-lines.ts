import { type LineQuoteInput, QTY_MAX } from '@spm/contracts';
import {
  checkOrderQty,
  errorMessage,
  type Language,
  nearestValidOrderQty,
  VALUE_LIMIT_PARAMS,
} from '@spm/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LineQuote, quoteLines } from './api';

/** A line of the entry grid: what the user typed plus the server's quote (price, names, rule broken). */
export interface EntryLine {
  key: string;
  partCode: string;
  qty: number | null;
  quote?: LineQuote;
  /** A message from the last save/submit for this line. */
  serverError?: string;
}

/** A qty the server cannot even take (beyond ±QTY_MAX pieces): refused in the browser, never sent. */
const beyondLimit = (qty: number | null) => qty !== null && Math.abs(qty) > QTY_MAX;

let nextKey = 1;
export const newLine = (partCode = '', qty: number | null = null): EntryLine => ({
  key: `l${nextKey++}`,
  partCode,
  qty,
});

/** What the quote depends on besides the lines. */
export interface QuoteContext {
  orderType: LineQuoteInput['orderType'];
  transportType?: LineQuoteInput['transportType'];
  orderWarehouseCode?: string;
  dealerCode?: string;
  /** False while head office has not chosen the dealer yet. */
  ready: boolean;
}

/**
 * The lines of the order entry grid. Every change of a part code, a qty or the order type, transport
 * type, warehouse or dealer re-prices and re-checks the lines on the server (debounced), so prices
 * and amounts always come from the parts master; qty rules are also checked at once in the browser
 * with the same domain rule (`checkOrderQty`).
 */
export function useOrderLines(ctx: QuoteContext) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [lines, setLines] = useState<EntryLine[]>([newLine()]);
  const [quoting, setQuoting] = useState(false);
  const request = useRef(0);

  const signature = JSON.stringify([
    ctx.orderType,
    ctx.transportType,
    ctx.orderWarehouseCode,
    ctx.dealerCode,
    lines.map((l) => [l.key, l.partCode, l.qty]),
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for what the quote reads
  useEffect(() => {
    const filled = lines.filter((l) => l.partCode);
    if (!ctx.ready || filled.length === 0) return;
    const id = ++request.current;
    const timer = setTimeout(async () => {
      setQuoting(true);
      try {
        const quotes = await quoteLines({
          orderType: ctx.orderType,
          transportType: ctx.transportType,
          orderWarehouseCode: ctx.orderWarehouseCode,
          dealerCode: ctx.dealerCode,
          // a qty beyond the limit is priced as none: its own message stands under the field
          lines: filled.map((l) => ({ partCode: l.partCode, qty: beyondLimit(l.qty) ? 0 : (l.qty ?? 0) })),
        });
        if (id !== request.current) return;
        const byKey = new Map(filled.map((l, i) => [l.key, quotes[i]]));
        setLines((current) =>
          current.map((l) => {
            const quote = byKey.get(l.key);
            if (!quote) return l;
            // a line picked without a qty starts at the smallest valid one (MPQ, unit sales qty)
            return { ...l, quote, qty: l.qty ?? nearestValidOrderQty(1, quote) };
          }),
        );
      } catch {
        // the entry keeps the last quotes; the save answers with the rules broken
      } finally {
        if (id === request.current) setQuoting(false);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [signature, ctx.ready]);

  /** The qty problem of a line by the domain rule, in the screen's language (null when fine). */
  const qtyProblem = (line: EntryLine): string | null => {
    if (beyondLimit(line.qty)) return errorMessage('VALUE_OUT_OF_RANGE', language, VALUE_LIMIT_PARAMS);
    if (!line.partCode || !line.quote) return null;
    if (line.qty === null) return errorMessage('ORDER_QTY_INVALID', language);
    const q = line.quote;
    const v = checkOrderQty(line.qty, {
      minPackageQty: q?.minPackageQty ?? 1,
      unitSalesQty: q?.unitSalesQty ?? 1,
    });
    return v ? errorMessage(v.code, language, v.params ? { ...v.params } : undefined) : null;
  };

  const totals = useMemo(() => {
    let amountCents = 0n;
    let qty = 0;
    for (const l of lines) {
      if (!l.quote || !l.partCode) continue;
      qty += l.qty ?? 0;
      amountCents += BigInt(l.quote.amount.replace('.', ''));
    }
    const abs = amountCents < 0n ? -amountCents : amountCents;
    const text = `${amountCents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    return { qty, amount: text, count: lines.filter((l) => l.partCode).length };
  }, [lines]);

  const update = (key: string, patch: Partial<EntryLine>) =>
    setLines((current) =>
      current.map((l) => (l.key === key ? { ...l, ...patch, serverError: undefined } : l)),
    );

  return {
    lines,
    setLines,
    quoting,
    qtyProblem,
    totals,
    update,
    add: (line: EntryLine = newLine()) => setLines((current) => [...current, line]),
    remove: (keys: string[]) =>
      setLines((current) => {
        const left = current.filter((l) => !keys.includes(l.key));
        return left.length > 0 ? left : [newLine()];
      }),
    /** The message of the first line whose qty is beyond the limit (null when none): such lines are not saved. */
    limitProblem: (): string | null =>
      lines.some((l) => beyondLimit(l.qty))
        ? errorMessage('VALUE_OUT_OF_RANGE', language, VALUE_LIMIT_PARAMS)
        : null,
    /** Lines sent to the server (part code given), in grid order. */
    payload: () => lines.filter((l) => l.partCode).map((l) => ({ partCode: l.partCode, qty: l.qty ?? 0 })),
    /** Puts server field errors `lines[i].x` on the grid's lines (i counts the sent lines). */
    markErrors: (errors: { field: string; message: string }[]) => {
      const sent = lines.filter((l) => l.partCode);
      const byKey = new Map<string, string>();
      for (const e of errors) {
        const m = /^lines\[(\d+)\]/.exec(e.field);
        const line = m ? sent[Number(m[1])] : undefined;
        if (line && !byKey.has(line.key)) byKey.set(line.key, e.message);
      }
      setLines((current) => current.map((l) => ({ ...l, serverError: byKey.get(l.key) })));
    },
  };
}
