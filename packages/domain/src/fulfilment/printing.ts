import { type RuleViolation, violation } from '../rules.js';

/** Spec §9: lines per printed page of pick bills, ship bills and delivery lists. */
export const PRINT_LINES_PER_PAGE = 27;
/** Spec §5/§9: copies of one print job, 1 to 5000. */
export const PRINT_COPIES_MAX = 5000;
/** Spec §9 "delivery card length": display columns per line of a delivery card (label). */
export const DELIVERY_CARD_LENGTH = 26;

/** Print copies, field `copies`: an integer 1-5000, else PRINT_COPIES_OUT_OF_RANGE {max}. */
export function checkPrintCopies(copies: number): RuleViolation | null {
  return Number.isInteger(copies) && copies >= 1 && copies <= PRINT_COPIES_MAX
    ? null
    : violation('PRINT_COPIES_OUT_OF_RANGE', { max: PRINT_COPIES_MAX }, 'copies');
}

/** Splits printed lines into pages of `perPage` (default 27); no lines still print one empty page. */
export function paginate<T>(lines: readonly T[], perPage = PRINT_LINES_PER_PAGE): T[][] {
  if (lines.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  return pages;
}

/** Number of pages `lineCount` lines take (at least 1). */
export const pageCount = (lineCount: number, perPage = PRINT_LINES_PER_PAGE): number =>
  Math.max(1, Math.ceil(lineCount / perPage));

/** Display columns of one character: 2 for CJK and full-width forms, 1 otherwise. */
export function displayWidth(char: string): number {
  const cp = char.codePointAt(0) ?? 0;
  const wide =
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd);
  return wide ? 2 : 1;
}

/**
 * Wraps text into delivery card lines of at most `width` display columns (default 26: 26 Latin
 * characters or 13 Chinese characters), breaking between characters.
 */
export function wrapDeliveryCardText(text: string, width = DELIVERY_CARD_LENGTH): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const char of text) {
    const w = displayWidth(char);
    if (used + w > width && line !== '') {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += char;
    used += w;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}
