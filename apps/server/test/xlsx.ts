import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { SheetDef } from '../src/platform/excel/sheet';

/**
 * Workbook fixtures for import tests, written differently from our own (streaming exceljs) writer, the
 * way spreadsheet programs write them: a hand-built OOXML package with a shared-strings table, and
 * exceljs's non-streaming workbook with rich text and formula results. Plus a raw ZIP builder for
 * malformed and malicious archives, and a reader for downloaded files.
 */

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated (default). */
  method?: 0 | 8;
  /** Uncompressed size written in the headers (default: the real one) — to forge a lying archive. */
  declaredSize?: number;
  /** Written as a local entry but left out of the central directory — to forge a hidden entry. */
  unlisted?: boolean;
}

/** What a ZIP entry's local header and its central directory record both say about it. */
interface EntryFields {
  method: 0 | 8;
  crc: number;
  /** Bytes of the entry's data as stored. */
  compressedSize: number;
  /** Bytes once inflated, as the headers claim it. */
  size: number;
  nameLength: number;
}

/**
 * Writes the run of fields a local header (from byte 4) and a central directory record (from byte 6)
 * share: version needed 2.0, flags (UTF-8 names), method, a zero time and date, CRC-32, both sizes and
 * the name's length.
 */
function writeEntryFields(header: Buffer, from: number, f: EntryFields): void {
  header.writeUInt16LE(20, from);
  header.writeUInt16LE(0x0800, from + 2);
  header.writeUInt16LE(f.method, from + 4);
  header.writeUInt32LE(f.crc, from + 10);
  header.writeUInt32LE(f.compressedSize, from + 14);
  header.writeUInt32LE(f.size, from + 18);
  header.writeUInt16LE(f.nameLength, from + 22);
}

/** A ZIP archive with the given entries (local headers, data, central directory). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = method === 8 ? zlib.deflateRawSync(e.data) : e.data;
    const name = Buffer.from(e.name, 'utf8');
    const crc = zlib.crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const fields: EntryFields = { method, crc, compressedSize: body.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    locals.push(local, name, body);
    if (e.unlisted) {
      offset += 30 + name.length + body.length;
      continue;
    }
    listed++;
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const colName = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : colName(Math.floor(i / 26) - 1) + colName(i % 26);

/** A cell of a hand-built sheet: text (shared string), `{ inline }` text, number, `{ date }` serial, empty. */
export type HandCell = string | number | null | { inline: string } | { date: number } | { bool: boolean };

/**
 * A minimal workbook as spreadsheet programs write it: `xl/sharedStrings.xml` referenced by index, an
 * inline string where asked, numbers, date serials styled with a date format, booleans, and the sheet
 * entry placed BEFORE the shared strings in the archive (as LibreOffice does). `trailingEmptyRows`
 * adds styled but empty rows at the end, like a sheet whose formatting runs past the data.
 */
export function handBuiltXlsx(
  rows: HandCell[][],
  opts: { trailingEmptyRows?: number; sheetName?: string } = {},
): Buffer {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (s: string) => {
    let i = stringIndex.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      stringIndex.set(s, i);
    }
    return i;
  };
  const rowXml = rows.map((cells, r) => {
    const cs = cells
      .map((cell, c) => {
        const ref = `${colName(c)}${r + 1}`;
        if (cell === null) return '';
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${shared(cell)}</v></c>`;
        if ('inline' in cell)
          return `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(cell.inline)}</t></is></c>`;
        if ('bool' in cell) return `<c r="${ref}" t="b"><v>${cell.bool ? 1 : 0}</v></c>`;
        return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
      })
      .join('');
    return `<row r="${r + 1}">${cs}</row>`;
  });
  for (let i = 0; i < (opts.trailingEmptyRows ?? 0); i++) {
    const r = rows.length + i + 1;
    rowXml.push(`<row r="${r}" s="2" customFormat="1"><c r="A${r}" s="2"/></row>`);
  }
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml.join('')}</sheetData></worksheet>`;
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((s) => `<si><t xml:space="preserve">${xmlEscape(s)}</t></si>`)
    .join('')}</sst>`;
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(opts.sheetName ?? 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
  const b = (s: string) => Buffer.from(s, 'utf8');
  return zip([
    { name: '[Content_Types].xml', data: b(types) },
    { name: '_rels/.rels', data: b(rootRels) },
    { name: 'xl/workbook.xml', data: b(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: b(rels) },
    { name: 'xl/worksheets/sheet1.xml', data: b(sheet) },
    { name: 'xl/styles.xml', data: b(styles) },
    { name: 'xl/sharedStrings.xml', data: b(sst) },
  ]);
}

/** A cell of an exceljs (non-streaming) workbook: any exceljs value — rich text, `{ formula, result }`, Date … */
export async function exceljsXlsx(rows: ExcelJS.CellValue[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every worksheet of a downloaded workbook as rows of plain values (row 1 first), by sheet name. */
export async function readXlsx(buffer: Buffer): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      rows[n - 1] = (row.values as unknown[]).slice(1);
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** A multipart body: text fields first, then one file field `file`. */
export function multipartFile(
  buffer: Buffer,
  fileName: string,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fields: Record<string, string> = {},
) {
  const boundary = `----spmtest${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, buffer, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A sheet definition for the tests of the excel reader and writer themselves, on the parts query page,
 * named by `names` (key, button, titles); its two columns are a whole number `no` (序号 / No) and a
 * text `nameZh` (中文名称 / Chinese name).
 */
export function twoColumnSheet(
  names: Pick<SheetDef, 'key' | 'button' | 'buttonZh' | 'buttonEn' | 'titleZh' | 'titleEn'>,
): SheetDef {
  return {
    ...names,
    page: 'partsQuery',
    columns: [
      { key: 'no', headerZh: '序号', headerEn: 'No', type: 'int' },
      { key: 'nameZh', headerZh: '中文名称', headerEn: 'Chinese name', type: 'string' },
    ],
  } as unknown as SheetDef;
}

/**
 * A stream for a workbook writer (`out`) that keeps every byte written to it; `written()` resolves to
 * them all once the stream has ended.
 */
export function collectingStream() {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.once('end', resolve));
  return {
    out,
    written: async () => {
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
