import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkPrintCopies, PRINT_LINES_PER_PAGE, paginate } from '@spm/domain';
import { PDFDocument, PDFPage } from 'pdf-lib';
import pdfmake from 'pdfmake';
import { raise } from '../errors';

/**
 * PDF printing (ARCHITECTURE §1 "PDF"): pdfmake with Noto Sans SC embedded from the
 * `@expo-google-fonts/noto-sans-sc` package (Regular and Bold), so Chinese prints as text, never as
 * boxes, whatever fonts the machine has. Documents may not load files or URLs.
 */

const FONT = 'NotoSansSC';
let ready = false;

function setUp(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  pdfmake.virtualfs.writeFileSync(
    'NotoSansSC-Regular.ttf',
    fs.readFileSync(path.join(dir, '400Regular/NotoSansSC_400Regular.ttf')),
  );
  pdfmake.virtualfs.writeFileSync(
    'NotoSansSC-Bold.ttf',
    fs.readFileSync(path.join(dir, '700Bold/NotoSansSC_700Bold.ttf')),
  );
  pdfmake.setFonts({
    [FONT]: {
      normal: 'NotoSansSC-Regular.ttf',
      bold: 'NotoSansSC-Bold.ttf',
      italics: 'NotoSansSC-Regular.ttf',
      bolditalics: 'NotoSansSC-Bold.ttf',
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** A pdfmake document definition (content, page size, styles). */
export type DocDefinition = Record<string, unknown> & { content: unknown[] };

/**
 * Renders a document definition to PDF bytes with the CJK font as default, `copies` times (1-5000,
 * PRINT_COPIES_OUT_OF_RANGE {max} otherwise). The document is laid out once; each further copy adds
 * page objects that share the first copy's content streams and fonts, so 5000 copies stay small and fast.
 */
export async function renderPdf(doc: DocDefinition, copies = 1): Promise<Buffer> {
  assertPrintCopies(copies);
  setUp();
  const definition = {
    ...doc,
    defaultStyle: { font: FONT, fontSize: 9, ...((doc.defaultStyle as object) ?? {}) },
  };
  const single = await pdfmake.createPdf(definition).getBuffer();
  if (copies === 1) return single;
  const pdf = await PDFDocument.load(single);
  const pages = pdf.getPages();
  for (let copy = 2; copy <= copies; copy++) {
    for (const page of pages) {
      const leaf = page.node.clone();
      pdf.addPage(PDFPage.of(leaf, pdf.context.register(leaf), pdf));
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A column of a printed list. */
export interface PrintColumn {
  title: string;
  /** Points, or `*` to take the rest. */
  width: number | '*';
  align?: 'left' | 'right' | 'center';
}

/** A list document: title, header fields, and lines printed `linesPerPage` to a page. */
export interface PrintedList {
  title: string;
  /** Label/value pairs printed under the title on every page. */
  fields: { label: string; value: string }[];
  columns: PrintColumn[];
  rows: string[][];
  /** Text at the foot of each page, e.g. "第 1/2 页". */
  pageLabel: (page: number, pages: number) => string;
  /** Default 27 (spec §9 "print lines per page"). */
  linesPerPage?: number;
}

/** Throws PRINT_COPIES_OUT_OF_RANGE {max} unless 1 ≤ copies ≤ 5000 (spec §5, §9). */
export function assertPrintCopies(copies: number): void {
  const v = checkPrintCopies(copies);
  if (v) raise({ ...v, field: 'copies' });
}

/**
 * Lays out a printed list (pick list, ship bill): A4 portrait, the title and header fields on every
 * page, at most `linesPerPage` lines per page (spec §9: 27).
 */
export function listDocument(list: PrintedList): DocDefinition {
  const pages = paginate(list.rows, list.linesPerPage ?? PRINT_LINES_PER_PAGE);
  const content: unknown[] = [];
  const fieldRows: unknown[][] = [];
  for (let i = 0; i < list.fields.length; i += 2) {
    const pair = list.fields.slice(i, i + 2);
    fieldRows.push(pair.flatMap((f) => [{ text: `${f.label}：`, bold: true }, { text: f.value }]));
    if (pair.length === 1) fieldRows[fieldRows.length - 1].push('', '');
  }
  pages.forEach((rows, index) => {
    const first = content.length === 0;
    content.push(
      { text: list.title, style: 'title', ...(first ? {} : { pageBreak: 'before' }) },
      ...(fieldRows.length > 0
        ? [
            {
              table: { widths: [70, '*', 70, '*'], body: fieldRows },
              layout: 'noBorders',
              margin: [0, 0, 0, 8],
            },
          ]
        : []),
      {
        table: {
          headerRows: 1,
          widths: list.columns.map((c) => c.width),
          body: [
            list.columns.map((c) => ({
              text: c.title,
              bold: true,
              fillColor: '#eeeeee',
              alignment: c.align ?? 'left',
            })),
            ...rows.map((r) =>
              r.map((cell, i) => ({ text: cell, alignment: list.columns[i]?.align ?? 'left' })),
            ),
          ],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
      },
      {
        text: list.pageLabel(index + 1, pages.length),
        alignment: 'right',
        margin: [0, 6, 0, 0],
        fontSize: 8,
      },
    );
  });
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    content,
    styles: { title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 10] } },
    info: { title: list.title },
  };
}
