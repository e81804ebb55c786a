import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './select-columns';

const lines = pgTable('lines', {
  id: integer('id').primaryKey(),
  partCode: varchar('part_code', { length: 30 }).notNull(),
  qty: integer('qty').notNull(),
});

describe('columnsOf', () => {
  it('names each asked column under its own key, the same column objects the table holds', () => {
    const picked = columnsOf(lines, ['partCode', 'qty']);
    expect(Object.keys(picked)).toEqual(['partCode', 'qty']);
    expect(picked.partCode).toBe(lines.partCode);
    expect(picked.qty).toBe(lines.qty);
  });

  it('gives an empty select list for no names', () => {
    expect(columnsOf(lines, [])).toEqual({});
  });
});
