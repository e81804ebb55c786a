import { describe, expect, it } from 'vitest';
import { exceljsXlsx, handBuiltXlsx, twoColumnSheet } from '../../../test/xlsx';
import { readRows } from './reader';

const sheet = twoColumnSheet({
  key: 'reader-test',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '读取测试',
  titleEn: 'Reader test',
});

/** Distinct Chinese names, long enough that the inflated XML spans many chunks. */
const names = Array.from({ length: 6000 }, (_, i) => `前制动盘总成（左）加强型${i}号配件`);

async function readAll(buffer: Buffer) {
  const rows: unknown[][] = [];
  for await (const row of readRows(buffer, sheet, 'zh-CN', 100_000)) rows.push(row.cells);
  return rows;
}

describe('reading large workbooks', () => {
  it('keeps every Chinese character whole across the chunks of a shared-strings table', async () => {
    const rows = await readAll(handBuiltXlsx([['序号', '中文名称'], ...names.map((n, i) => [i, n])]));
    expect(rows).toHaveLength(names.length);
    expect(rows.map((r) => r[1])).toEqual(names);
  });

  it('keeps every Chinese character whole in inline strings of the worksheet itself', async () => {
    const rows = await readAll(
      handBuiltXlsx([['序号', '中文名称'], ...names.map((n, i) => [i, { inline: n }])]),
    );
    expect(rows.map((r) => r[1])).toEqual(names);
  });

  it('reads a workbook written by exceljs the same way', async () => {
    const rows = await readAll(await exceljsXlsx([['序号', '中文名称'], ...names.map((n, i) => [i, n])]));
    expect(rows.map((r) => r[1])).toEqual(names);
  });
});
