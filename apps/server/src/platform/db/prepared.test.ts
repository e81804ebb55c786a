import { sql } from 'drizzle-orm';
import { date, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { dealers } from './platform.tables';
import { compileSelection, compileStatic, preparedStatementName } from './prepared';

describe('statements compiled once', () => {
  it('turns a constant piece into its text, and refuses a piece that holds a value', () => {
    const piece = compileStatic(sql`${dealers} where ${dealers.active}`);
    expect(piece.queryChunks).toHaveLength(1);
    expect(() => compileStatic(sql`${dealers.code} = ${'D0001'}`)).toThrow(/holds 1 value/);
  });

  it('aliases each field by its name and decodes columns by their own mapping', () => {
    const selection = compileSelection({
      code: dealers.code,
      createdAt: dealers.createdAt,
      n: sql<number>`1`,
    });
    const text = (selection.list.queryChunks[0] as { value: string[] }).value.join('');
    expect(text).toBe('"dealers"."code" as "code", "dealers"."created_at" as "createdAt", 1 as "n"');
    const at = '2026-11-29 08:00:00+00';
    expect(selection.decode({ code: 'D0001', createdAt: at, n: 1 })).toEqual({
      code: 'D0001',
      createdAt: new Date(at),
      n: 1,
    });
    expect(selection.decode({ code: 'D0001', createdAt: null, n: 1 }).createdAt).toBeNull();
  });

  it('refuses a column type the two engines read differently', () => {
    const days = pgTable('days', { day: date('day') });
    expect(() => compileSelection({ day: days.day })).toThrow(/day \(PgDateString\) is read differently/);
  });

  it('names statements by their text', () => {
    expect(preparedStatementName('select 1')).toBe(preparedStatementName('select 1'));
    expect(preparedStatementName('select 1')).not.toBe(preparedStatementName('select 2'));
  });
});
