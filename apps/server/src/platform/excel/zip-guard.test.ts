import { describe, expect, it } from 'vitest';
import { exceljsXlsx, handBuiltXlsx, zip } from '../../../test/xlsx';
import { AppError } from '../errors';
import { inspectXlsx } from './zip-guard';

const limits = { maxUnpackedBytes: 10 * 1024 * 1024, maxCompressionRatio: 200 };
const xml = (s: string) => Buffer.from(s, 'utf8');
const skeleton = [
  { name: '[Content_Types].xml', data: xml('<Types/>') },
  { name: 'xl/workbook.xml', data: xml('<workbook/>') },
];

async function refusal(buf: Buffer, l = limits): Promise<string | null> {
  try {
    await inspectXlsx(buf, l);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('inspectXlsx', () => {
  it('accepts workbooks written by exceljs and by hand', async () => {
    expect(await refusal(await exceljsXlsx([['a', 1]]))).toBeNull();
    expect(await refusal(handBuiltXlsx([['a', 1]]))).toBeNull();
  });

  it('refuses what is not an xlsx archive', async () => {
    expect(await refusal(Buffer.from('name,qty\nA,1\n'))).toBe('EXCEL_FILE_INVALID');
    expect(await refusal(Buffer.from('%PDF-1.7 ...'))).toBe('EXCEL_FILE_INVALID');
    expect(await refusal(zip([{ name: 'word/document.xml', data: xml('<w/>') }]))).toBe('EXCEL_FILE_INVALID');
    const truncated = await exceljsXlsx([['a']]);
    expect(await refusal(truncated.subarray(0, truncated.length - 30))).toBe('EXCEL_FILE_INVALID');
  });

  it('refuses an archive unpacking beyond the total limit from its directory alone', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    const buf = zip([...skeleton, { name: 'xl/worksheets/sheet1.xml', data: big }]);
    expect(await refusal(buf, { maxUnpackedBytes: 1024 * 1024, maxCompressionRatio: 100_000 })).toBe(
      'EXCEL_UNPACKED_TOO_LARGE',
    );
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024, 0);
    const buf = zip([...skeleton, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(buf.length).toBeLessThan(64 * 1024);
    expect(await refusal(buf)).toBe('EXCEL_COMPRESSION_SUSPICIOUS');
  });

  it('refuses an entry that inflates to more than its headers declare', async () => {
    const data = Buffer.alloc(300 * 1024, 'x');
    const buf = zip([...skeleton, { name: 'xl/worksheets/sheet1.xml', data, declaredSize: 1000 }]);
    expect(await refusal(buf)).toBe('EXCEL_UNPACKED_TOO_LARGE');
  });

  it('refuses bytes hidden between the entries the directory lists', async () => {
    const hidden = { name: 'xl/sharedStrings.xml', data: Buffer.alloc(4 * 1024 * 1024, 0), unlisted: true };
    expect(await refusal(zip([skeleton[0], hidden, skeleton[1]]))).toBe('EXCEL_FILE_INVALID');
    expect(await refusal(zip([skeleton[0], { ...hidden, unlisted: false }, skeleton[1]]))).toBe(
      'EXCEL_COMPRESSION_SUSPICIOUS',
    );
  });
});
