import { describe, expect, it } from 'vitest';
import type { Principal } from '../access/principal';
import type { Db } from '../db/client';
import { listedRows, pagedRows, sheetExport } from './list-export';
import {
  dateColumn,
  dateTimeColumn,
  defineExportSheet,
  instantDateColumn,
  labelTableColumn,
  labelTableValues,
} from './sheet';
import { exportCell } from './writer';

const db = {} as Db;
const principal = {} as Principal;

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('sheetExport', () => {
  it('takes the key from the sheet and the permission from its page button', () => {
    const sheet = defineExportSheet({
      key: 'list-export-test',
      page: 'notice',
      titleZh: '测试',
      titleEn: 'Test',
      columns: [{ key: 'a', headerZh: '甲', headerEn: 'A', type: 'string' }],
    });
    const rows = async function* () {};
    const def = sheetExport(sheet, rows);
    expect(def).toEqual({ key: 'list-export-test', sheet, permission: 'notice:export', rows });
    expect(def).not.toHaveProperty('count');
    const count = async () => 3;
    expect(sheetExport(sheet, rows, count).count).toBe(count);
  });
});

describe('pagedRows', () => {
  it('reads the list page by page with the query until a short page, mapping each row', async () => {
    const calls: unknown[] = [];
    const rows = pagedRows(
      async (_db, _principal, query: { keyword: string; page: number; pageSize: number }) => {
        calls.push(query);
        const start = (query.page - 1) * query.pageSize;
        const count = Math.max(0, Math.min(query.pageSize, 1500 - start));
        return { items: Array.from({ length: count }, (_, i) => ({ n: start + i })) };
      },
      (r) => ({ n: r.n * 2 }),
    );
    const all = await collect(rows(db, principal, { keyword: 'x' } as never));
    expect(all).toHaveLength(1500);
    expect(all[1499]).toEqual({ n: 2998 });
    expect(calls).toEqual([
      { keyword: 'x', page: 1, pageSize: 1000 },
      { keyword: 'x', page: 2, pageSize: 1000 },
    ]);
  });

  it('writes the rows as they are without a mapping', async () => {
    const rows = pagedRows(async () => ({ items: [{ a: 1 }, { a: 2 }] }));
    expect(await collect(rows(db, principal, {}))).toEqual([{ a: 1 }, { a: 2 }]);
  });
});

describe('listedRows', () => {
  it('reads the whole list once with the query, mapping each row', async () => {
    const calls: unknown[] = [];
    const rows = listedRows(
      async (_db, _principal, query: { keyword: string }) => {
        calls.push(query);
        return [{ n: 1 }, { n: 2 }];
      },
      (r) => ({ n: r.n * 2 }),
    );
    expect(await collect(rows(db, principal, { keyword: 'x' }))).toEqual([{ n: 2 }, { n: 4 }]);
    expect(calls).toEqual([{ keyword: 'x' }]);
  });

  it('writes the rows as they are without a mapping', async () => {
    const rows = listedRows(async () => [{ a: 1 }]);
    expect(await collect(rows(db, principal, {}))).toEqual([{ a: 1 }]);
  });
});

describe('dateTimeColumn', () => {
  const shanghai = { language: 'zh-CN', businessTz: 'Asia/Shanghai' } as const;
  const losAngeles = { language: 'en-US', businessTz: 'America/Los_Angeles' } as const;

  it('is a 20 characters wide text column written as business date-times in the configured time zone', () => {
    const column = dateTimeColumn('createdAt', '制单时间', 'Created at');
    expect(column).toEqual({
      key: 'createdAt',
      headerZh: '制单时间',
      headerEn: 'Created at',
      type: 'string',
      width: 20,
      dateTime: true,
    });
    expect(exportCell(column, '2026-03-01T16:30:05.000Z', shanghai)).toBe('2026-03-02 00:30:05');
    expect(exportCell(column, new Date('2026-03-01T16:30:05.000Z'), shanghai)).toBe('2026-03-02 00:30:05');
    expect(exportCell(column, '2026-03-01T16:30:05.000Z', losAngeles)).toBe('2026-03-01 08:30:05');
    expect(exportCell(column, null, shanghai)).toBeNull();
    expect(exportCell(column, undefined, losAngeles)).toBeNull();
  });

  it('writes a point in time on an instant date column as its business date, a calendar date as it is', () => {
    const column = instantDateColumn('createdAt', '创建日期', 'Created on');
    expect(exportCell(column, '2026-03-01T16:30:05.000Z', shanghai)).toBe('2026-03-02');
    expect(exportCell(column, new Date('2026-03-01T16:30:05.000Z'), losAngeles)).toBe('2026-03-01');
    const calendar = dateColumn('validFrom', '生效日期', 'Valid from');
    expect(exportCell(calendar, '2026-03-01', losAngeles)).toBe('2026-03-01');
  });
});

describe('labelTableValues', () => {
  it('lists every code of a label table with its labels, codes as text', () => {
    expect(labelTableValues({ 1: { zh: '甲', en: 'A' }, 0: { zh: '乙', en: 'B' } })).toEqual([
      { value: '0', zh: '乙', en: 'B' },
      { value: '1', zh: '甲', en: 'A' },
    ]);
  });
});

describe('labelTableColumn', () => {
  it('is an enum column of every code of the label table', () => {
    expect(labelTableColumn('status', '状态', 'Status', { 0: { zh: '新', en: 'New' } })).toEqual({
      key: 'status',
      headerZh: '状态',
      headerEn: 'Status',
      type: 'enum',
      enumValues: [{ value: '0', zh: '新', en: 'New' }],
    });
  });
});
