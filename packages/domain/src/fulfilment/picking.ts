import { isNonNegativeInteger, isPositiveInteger, type RuleViolation, violation } from '../rules.js';

/** A pick bill line at confirmation (pieces). */
export interface PickLine {
  readonly partCode: string;
  /** Qty to pick (the allocated qty). */
  readonly qty: number;
  readonly pickedQty: number;
}

/**
 * Pick confirmation of one line, field `pickedQty`: PICK_QTY_INVALID when not a non-negative integer;
 * PICK_QTY_EXCEEDS {partCode, pickedQty, qty} when more than the qty to pick. A short pick is allowed
 * (the shortfall goes back to the order as unsent qty).
 */
export function checkPickedQty(line: PickLine): RuleViolation | null {
  if (!isNonNegativeInteger(line.pickedQty)) return violation('PICK_QTY_INVALID', undefined, 'pickedQty');
  if (line.pickedQty > line.qty) {
    return violation(
      'PICK_QTY_EXCEEDS',
      { partCode: line.partCode, pickedQty: line.pickedQty, qty: line.qty },
      'pickedQty',
    );
  }
  return null;
}

/** A picked line available for boxing. */
export interface PickedLine {
  readonly pickBillLineId: string;
  readonly partCode: string;
  readonly pickedQty: number;
}

/** A box as requested by `POST /api/v1/warehouse/ship-boxes`. */
export interface BoxRequest {
  readonly lines: readonly { readonly pickBillLineId: string; readonly qty: number }[];
}

/**
 * Boxing of one pick bill (API `ship-boxes`), every violation: BOX_EMPTY (field `boxes[i]`);
 * BOX_QTY_INVALID (field `boxes[i].lines[j].qty`, not a positive integer); NOT_FOUND for a line of
 * another pick bill; BOX_QTY_EXCEEDS_PICKED {partCode, boxedQty, pickedQty} when a line's boxed qty
 * over all boxes (and `alreadyBoxed`, by pick bill line id) exceeds its picked qty.
 */
export function checkBoxing(
  picked: readonly PickedLine[],
  boxes: readonly BoxRequest[],
  alreadyBoxed: Readonly<Record<string, number>> = {},
): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const byId = new Map(picked.map((l) => [l.pickBillLineId, l]));
  const boxed = new Map<string, number>(Object.entries(alreadyBoxed));
  boxes.forEach((box, i) => {
    if (box.lines.length === 0) problems.push(violation('BOX_EMPTY', undefined, `boxes[${i}]`));
    box.lines.forEach((line, j) => {
      const field = `boxes[${i}].lines[${j}]`;
      if (!isPositiveInteger(line.qty)) {
        problems.push(violation('BOX_QTY_INVALID', undefined, `${field}.qty`));
      } else if (!byId.has(line.pickBillLineId)) {
        problems.push(violation('NOT_FOUND', undefined, `${field}.pickBillLineId`));
      } else {
        boxed.set(line.pickBillLineId, (boxed.get(line.pickBillLineId) ?? 0) + line.qty);
      }
    });
  });
  for (const [id, boxedQty] of boxed) {
    const line = byId.get(id);
    if (line && boxedQty > line.pickedQty) {
      problems.push(
        violation(
          'BOX_QTY_EXCEEDS_PICKED',
          { partCode: line.partCode, boxedQty, pickedQty: line.pickedQty },
          'boxes',
        ),
      );
    }
  }
  return problems;
}
