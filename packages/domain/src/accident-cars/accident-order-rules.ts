import type { Label, RuleViolation } from '../rules.js';
import { violation } from '../rules.js';

/**
 * Part classes that matter to accident car orders (spec §5): DFS parts and oil auxiliary parts cannot
 * become accident orders, unless they are pre-accident loading parts.
 */
export const ACCIDENT_PART_CLASSES = ['dfs', 'oilAuxiliary'] as const;
export type AccidentPartClass = (typeof ACCIDENT_PART_CLASSES)[number];
export const ACCIDENT_PART_CLASS_LABELS: Readonly<Record<AccidentPartClass, Label>> = {
  dfs: { zh: 'DFS件', en: 'DFS part' },
  oilAuxiliary: { zh: '油品辅料', en: 'Oil auxiliary part' },
};

/** What the accident rule knows of a part: its class (if any) and whether it is a pre-accident loading part. */
export interface AccidentPartInfo {
  partCode: string;
  partClass: AccidentPartClass | null;
  preAccidentLoading: boolean;
}

/**
 * DFS or oil auxiliary parts other than pre-accident loading parts cannot become accident orders
 * (spec §5). One ACCIDENT_PART_NOT_ALLOWED {partCode, partClass} per refused line, field
 * `lines[i].partCode`; empty when every line may.
 */
export function checkAccidentOrderLines(lines: readonly AccidentPartInfo[]): RuleViolation[] {
  return lines.flatMap((l, i) =>
    l.partClass !== null && !l.preAccidentLoading
      ? [
          violation(
            'ACCIDENT_PART_NOT_ALLOWED',
            { partCode: l.partCode, partClass: l.partClass },
            `lines[${i}].partCode`,
          ),
        ]
      : [],
  );
}

/** Dealer order statuses from which an order may be converted: submitted and not cancelled (1–9). */
export const CONVERTIBLE_ORDER_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
