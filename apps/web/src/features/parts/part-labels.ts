import {
  type Label,
  labelText,
  PART_FLAGS,
  PART_STATUS_CODES,
  PART_STATUSES,
  type PartFlag,
  type PartStatus,
} from '@spm/domain';
import { domainLanguage } from '../../app/language';

/** `CUR 正常` — code and wording of a status in the language. */
export function partStatusLabel(status: string, language: string): string {
  const def = PART_STATUSES[status as PartStatus];
  return def ? `${status} ${labelText(def, domainLanguage(language))}` : status;
}

export const partStatusOptions = (language: string) =>
  PART_STATUS_CODES.map((s) => ({ value: s, label: partStatusLabel(s, language) }));

export const flagLabel = (flag: PartFlag, language: string): string =>
  labelText(PART_FLAGS.find((f) => f.key === flag) as Label, domainLanguage(language));

export const flagOptions = (language: string) =>
  PART_FLAGS.map((f) => ({ value: f.key, label: labelText(f, domainLanguage(language)) }));

/** Options of an enumeration with zh/en labels. */
export const labelledOptions = <K extends string>(labels: Readonly<Record<K, Label>>, language: string) =>
  (Object.keys(labels) as K[]).map((k) => ({
    value: k,
    label: labelText(labels[k], domainLanguage(language)),
  }));

/** Flags worth a tag in lists (order-relevant and handling). */
export const LIST_FLAGS: readonly PartFlag[] = [
  'newEnergy',
  'hazardous',
  'embargo',
  'airParcelEmbargo',
  'limitSell',
  'fragile',
];
