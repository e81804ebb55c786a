import { getTableConfig, integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { childOf, createdNowBy, editable, numbered, revisedFromNowBy, snakeCase } from './columns';

const parents = pgTable('parents', { ...numbered('parentBillNo') });
const children = pgTable('children', {
  ...childOf('parentId', () => parents.id, { onDelete: 'cascade' }),
  qty: integer('qty').notNull(),
  ...createdNowBy(),
});

/** Each column as the schema declares it: `name type [not null] [default] [primary key]`. */
const described = (table: Parameters<typeof getTableConfig>[0]) =>
  getTableConfig(table).columns.map((c) =>
    [
      c.name,
      c.getSQLType(),
      c.notNull ? 'not null' : '',
      c.hasDefault ? 'default' : '',
      c.primary ? 'primary key' : '',
    ]
      .filter(Boolean)
      .join(' '),
  );

const TIMESTAMPTZ = 'timestamp with time zone';

describe('column sets', () => {
  it('names a column in snake case', () => {
    expect(['claimBillNo', 'poId', 'id'].map(snakeCase)).toEqual(['claim_bill_no', 'po_id', 'id']);
  });

  it('numbered: a serial id and a required varchar(20) document number, in that order', () => {
    expect(parents.parentBillNo.name).toBe('parent_bill_no');
    expect(described(parents)).toEqual([
      'id serial not null default primary key',
      'parent_bill_no varchar(20) not null',
    ]);
  });

  it('childOf: a serial id and a required reference to the parent, with its delete action', () => {
    expect(described(children).slice(0, 2)).toEqual([
      'id serial not null default primary key',
      'parent_id integer not null',
    ]);
    const toParent = getTableConfig(children).foreignKeys.find(
      (fk) => fk.reference().foreignTable === parents,
    );
    expect(toParent?.reference().columns.map((c) => c.name)).toEqual(['parent_id']);
    expect(toParent?.reference().foreignColumns.map((c) => c.name)).toEqual(['id']);
    expect(toParent?.onDelete).toBe('cascade');
  });

  it('createdNowBy: a nullable creator (a user) and a required creation time defaulting to now', () => {
    expect(described(children).slice(3)).toEqual([
      'created_by integer',
      `created_at ${TIMESTAMPTZ} not null default`,
    ]);
    expect(getTableConfig(children).foreignKeys).toHaveLength(2);
  });

  it('editable: a required author and creation time, the last change time and a version from 0', () => {
    expect(described(pgTable('documents', { ...editable() }))).toEqual([
      'created_by integer not null',
      `created_at ${TIMESTAMPTZ} not null`,
      `updated_at ${TIMESTAMPTZ} not null`,
      'version integer not null default',
    ]);
  });

  it('revisedFromNowBy: the last change time defaulting to now, a nullable changer (a user), a version from 0', () => {
    const settings = pgTable('settings', { ...revisedFromNowBy() });
    expect(described(settings)).toEqual([
      `updated_at ${TIMESTAMPTZ} not null default`,
      'updated_by integer',
      'version integer not null default',
    ]);
    expect(getTableConfig(settings).foreignKeys).toHaveLength(1);
  });
});
