import { type Label, type RuleViolation, violation } from '../rules.js';

/**
 * Part status codes of spec §4. The spec gives six codes and four wordings (normal, to-be-abolished,
 * replaced, discarded/abolished) without pairing them; the pairing below is our decision, recorded in
 * `docs/decisions/part-status.md`:
 *
 * | code | reading                                   | wording         | orderable | successor |
 * |------|-------------------------------------------|-----------------|-----------|-----------|
 * | CUR  | current                                   | normal          | yes       | no        |
 * | ATP  | awaiting to publish (not yet implemented) | normal          | no        | no        |
 * | OWO  | obsolete when out (sell remaining stock)  | to-be-abolished | stock only| no        |
 * | OSRB | obsolete, sell remaining, replaced by     | to-be-abolished | stock only| required  |
 * | ORB  | obsolete, replaced by                     | replaced        | no        | required  |
 * | ONR  | obsolete, no replacement (discarded)      | abolished       | no        | no        |
 */
export const PART_STATUS_CODES = ['CUR', 'ATP', 'OWO', 'OSRB', 'ORB', 'ONR'] as const;
export type PartStatus = (typeof PART_STATUS_CODES)[number];

/** The spec's four wordings, used to group statuses in filters and tags. */
export type PartStatusWording = 'normal' | 'toBeAbolished' | 'replaced' | 'abolished';

export const PART_STATUS_WORDINGS: Readonly<Record<PartStatusWording, Label>> = {
  normal: { zh: '正常', en: 'Normal' },
  toBeAbolished: { zh: '待废止', en: 'To be abolished' },
  replaced: { zh: '已替换', en: 'Replaced' },
  abolished: { zh: '已废止', en: 'Abolished' },
};

export interface PartStatusDefinition extends Label {
  readonly wording: PartStatusWording;
  /** May dealers order the part at all? */
  readonly orderable: boolean;
  /** May an unfilled qty stay open as a backorder? False for "sell remaining stock" statuses. */
  readonly backorderAllowed: boolean;
  /** Must `newPartCode` name the successor? */
  readonly requiresNewPartCode: boolean;
}

export const PART_STATUSES: Readonly<Record<PartStatus, PartStatusDefinition>> = {
  CUR: {
    zh: '正常',
    en: 'Current',
    wording: 'normal',
    orderable: true,
    backorderAllowed: true,
    requiresNewPartCode: false,
  },
  ATP: {
    zh: '未实施',
    en: 'Not yet implemented',
    wording: 'normal',
    orderable: false,
    backorderAllowed: false,
    requiresNewPartCode: false,
  },
  OWO: {
    zh: '售完废止',
    en: 'Obsolete when out',
    wording: 'toBeAbolished',
    orderable: true,
    backorderAllowed: false,
    requiresNewPartCode: false,
  },
  OSRB: {
    zh: '售完替换',
    en: 'Sell remaining, then replaced',
    wording: 'toBeAbolished',
    orderable: true,
    backorderAllowed: false,
    requiresNewPartCode: true,
  },
  ORB: {
    zh: '已替换',
    en: 'Replaced',
    wording: 'replaced',
    orderable: false,
    backorderAllowed: false,
    requiresNewPartCode: true,
  },
  ONR: {
    zh: '已废止',
    en: 'Abolished',
    wording: 'abolished',
    orderable: false,
    backorderAllowed: false,
    requiresNewPartCode: false,
  },
};

/** Is `value` one of the six part status codes? */
export const isPartStatus = (value: string): value is PartStatus =>
  (PART_STATUS_CODES as readonly string[]).includes(value);

/** Statuses that name a successor ("replaced-type"): OSRB, ORB. */
export const REPLACED_PART_STATUSES: readonly PartStatus[] = PART_STATUS_CODES.filter(
  (s) => PART_STATUSES[s].requiresNewPartCode,
);

/** The abolished (discarded) status: ONR. */
export const ABOLISHED_PART_STATUSES: readonly PartStatus[] = ['ONR'];

/**
 * Allowed part status changes (spec §4), as data. Self-changes are not listed (saving without a
 * change is always fine; ONR → ONR is refused as "already discarded"). ONR → CUR reinstates a part.
 */
export const partStatusTransitions: Readonly<Record<PartStatus, readonly PartStatus[]>> = {
  ATP: ['CUR', 'ONR'],
  CUR: ['OWO', 'OSRB', 'ORB', 'ONR'],
  OWO: ['CUR', 'OSRB', 'ORB', 'ONR'],
  OSRB: ['CUR', 'OWO', 'ORB', 'ONR'],
  ORB: ['CUR', 'ONR'],
  ONR: ['CUR'],
};

/** What currently holds the part in a warehouse; each one blocks discard, replace and storage change. */
export interface PartBlockers {
  /** On-hand qty in pieces. */
  readonly stockQty: number;
  /** Open (unfilled) dealer-order and purchase-order qty in pieces. */
  readonly openOrderQty: number;
  readonly inInventoryPlan: boolean;
  readonly counting: boolean;
  readonly picking: boolean;
  readonly shipping: boolean;
  /** Pieces on purchase orders not yet received (spec §8 "purchase order not empty cannot abolish"). */
  readonly openPurchaseQty?: number;
}

export const NO_PART_BLOCKERS: PartBlockers = {
  stockQty: 0,
  openOrderQty: 0,
  inInventoryPlan: false,
  counting: false,
  picking: false,
  shipping: false,
};

export type PartBlockerCode =
  | 'PART_STOCK_OVER_ZERO'
  | 'PART_OPEN_ORDERS_EXIST'
  | 'PART_IN_INVENTORY_PLAN'
  | 'PART_BEING_COUNTED'
  | 'PART_BEING_PICKED'
  | 'PART_BEING_SHIPPED'
  | 'PART_PURCHASE_ORDERS_OPEN';

/**
 * Spec §4/§8: stock, open orders, inventory count plans, counting, picking or shipping block a discard,
 * a replacement or a storage change. Returns the first blocker in that order, or null.
 *
 * Codes: PART_STOCK_OVER_ZERO {stockQty}, PART_OPEN_ORDERS_EXIST {openOrderQty}, PART_PURCHASE_ORDERS_OPEN
 * {openPurchaseQty}, PART_IN_INVENTORY_PLAN,
 * PART_BEING_COUNTED, PART_BEING_PICKED, PART_BEING_SHIPPED.
 */
export function checkPartBlockers(blockers: PartBlockers): RuleViolation<PartBlockerCode> | null {
  if (blockers.stockQty > 0) return violation('PART_STOCK_OVER_ZERO', { stockQty: blockers.stockQty });
  if (blockers.openOrderQty > 0) {
    return violation('PART_OPEN_ORDERS_EXIST', { openOrderQty: blockers.openOrderQty });
  }
  if ((blockers.openPurchaseQty ?? 0) > 0) {
    return violation('PART_PURCHASE_ORDERS_OPEN', { openPurchaseQty: blockers.openPurchaseQty });
  }
  if (blockers.inInventoryPlan) return violation('PART_IN_INVENTORY_PLAN');
  if (blockers.counting) return violation('PART_BEING_COUNTED');
  if (blockers.picking) return violation('PART_BEING_PICKED');
  if (blockers.shipping) return violation('PART_BEING_SHIPPED');
  return null;
}

/** Storage change of a part in a warehouse (spec §4): refused while any blocker holds. Same codes. */
export const checkStorageChange = (blockers: PartBlockers): RuleViolation<PartBlockerCode> | null =>
  checkPartBlockers(blockers);

export interface PartStatusChange {
  readonly partCode: string;
  readonly from: PartStatus;
  readonly to: PartStatus;
  /** Successor part code after the change (empty / null when none). */
  readonly newPartCode?: string | null;
  /** `import` applies the import restrictions of spec §4. */
  readonly source: 'manual' | 'import';
  /** Warehouse blockers summed over all warehouses; only looked at for immediate discard / replace. */
  readonly blockers: PartBlockers;
}

/**
 * Checks a part status change (spec §4, §8). Rules, in order:
 * 1. ONR → ONR: PART_ALREADY_DISCARDED ("no discard-to-discard"); other self-changes pass.
 * 2. Not in `partStatusTransitions`: PART_STATUS_TRANSITION_INVALID {from, to}.
 * 3. Import only: non-abolished → ONR gives PART_IMPORT_CANNOT_ABOLISH {to}; non-replaced → OSRB/ORB
 *    gives PART_IMPORT_CANNOT_REPLACE {to}.
 * 4. OSRB/ORB need a successor: PART_NEW_PART_CODE_REQUIRED (field `newPartCode`), and it must differ
 *    from the part itself: PART_NEW_PART_CODE_SAME {partCode}.
 * 5. Immediate discard (→ ONR) or replacement (→ ORB) is blocked by `checkPartBlockers`. The
 *    "sell remaining" statuses OWO/OSRB are how a part with stock is phased out, so they are not blocked.
 */
export function checkPartStatusChange(change: PartStatusChange): RuleViolation | null {
  const { from, to, partCode } = change;
  if (from === to) return to === 'ONR' ? violation('PART_ALREADY_DISCARDED', undefined, 'status') : null;
  if (!partStatusTransitions[from].includes(to)) {
    return violation('PART_STATUS_TRANSITION_INVALID', { from, to }, 'status');
  }
  if (change.source === 'import') {
    if (ABOLISHED_PART_STATUSES.includes(to) && !ABOLISHED_PART_STATUSES.includes(from)) {
      return violation('PART_IMPORT_CANNOT_ABOLISH', { to }, 'status');
    }
    if (REPLACED_PART_STATUSES.includes(to) && !REPLACED_PART_STATUSES.includes(from)) {
      return violation('PART_IMPORT_CANNOT_REPLACE', { to }, 'status');
    }
  }
  if (PART_STATUSES[to].requiresNewPartCode) {
    const successor = change.newPartCode?.trim() ?? '';
    if (successor === '') return violation('PART_NEW_PART_CODE_REQUIRED', undefined, 'newPartCode');
    if (successor.toUpperCase() === partCode.trim().toUpperCase()) {
      return violation('PART_NEW_PART_CODE_SAME', { partCode }, 'newPartCode');
    }
  }
  if (to === 'ONR' || to === 'ORB') return checkPartBlockers(change.blockers);
  return null;
}

/** Is the change allowed by the transition table alone (for enabling a status select)? */
export const canChangePartStatus = (from: PartStatus, to: PartStatus): boolean =>
  partStatusTransitions[from].includes(to);
