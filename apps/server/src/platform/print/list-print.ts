import { type Language, nameIn } from '@spm/domain';
import { assertPrintCopies, listDocument, type PrintColumn, type PrintedList, renderPdf } from '../pdf/pdf';

/** A printed file: its download name and PDF bytes. */
export interface PrintedFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * A list document (`listDocument`: title and fields on every page, `linesPerPage` lines a page) as
 * the PDF file `fileName`, `copies` times. Throws PRINT_COPIES_OUT_OF_RANGE {max} unless 1 ≤ copies ≤
 * 5000 (checked before anything is laid out).
 */
export async function printList(fileName: string, list: PrintedList, copies: number): Promise<PrintedFile> {
  assertPrintCopies(copies);
  return { fileName, pdf: await renderPdf(listDocument(list), copies) };
}

/**
 * A numbered document printed as a list in `language` (a pick list, a ship bill, a claim): the file
 * `<title>-<documentNo>.pdf`, with the list's title in that language, and the page foot of
 * `pageLabelIn(language)`, `copies` times. Throws as `printList` (PRINT_COPIES_OUT_OF_RANGE {max}).
 */
export function printDocumentList(
  documentNo: string,
  language: Language,
  list: Omit<PrintedList, 'pageLabel'>,
  copies: number,
): Promise<PrintedFile> {
  return printList(`${list.title}-${documentNo}.pdf`, { ...list, pageLabel: pageLabelIn(language) }, copies);
}

/** The page foot of a printed list in `language`: `第 1/2 页` or `Page 1/2`. */
export const pageLabelIn =
  (language: Language) =>
  (page: number, pages: number): string =>
    language === 'en-US' ? `Page ${page}/${pages}` : `第 ${page}/${pages} 页`;

/** The words of the leading part columns of a printed list. */
export interface PartColumnWords {
  no: string;
  partCode: string;
  partName: string;
}

/**
 * The leading columns of a printed list of parts: line number (26 pt, right-aligned), part code
 * (110 pt) and part name (the rest of the width).
 */
export const partColumns = (w: PartColumnWords): PrintColumn[] => [
  { title: w.no, width: 26, align: 'right' },
  { title: w.partCode, width: 110 },
  { title: w.partName, width: '*' },
];

/** The leading cells of the `index`-th line (from 0) of a printed list of parts, as `partColumns` heads them. */
export const partCells = (
  line: { partCode: string; nameZh: string; nameEn: string },
  index: number,
  language: Language,
): string[] => [String(index + 1), line.partCode, nameIn(line, language)];
