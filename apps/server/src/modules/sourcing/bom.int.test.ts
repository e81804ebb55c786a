import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectError, insertSourcingParts, SP } from './test/support';

// business date 2026-11-21 (Asia/Shanghai)
const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['hq', 'dealer', 'supplier'], { clock, setup: (app) => insertSourcingParts(app) });
const add = (body: Record<string, unknown>) =>
  t.call(t.tokens.hq, 'POST', '/api/v1/bom', { qty: 1, effectiveFrom: '2026-11-22', ...body });

describe('BOM rules (spec §1, §5)', () => {
  it('adds a line whose child is a sub-part, effective after today', async () => {
    const res = await add({ parentPartCode: SP.parent, childPartCode: SP.sub1, qty: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      parentPartCode: SP.parent,
      childPartCode: SP.sub1,
      qty: 2,
      version: 0,
    });
    expectError(
      await add({ parentPartCode: SP.parent, childPartCode: SP.sub1, qty: 3 }),
      409,
      'BOM_LINE_EXISTS',
    );
  });

  it('refuses a part as its own child', async () => {
    expectError(await add({ parentPartCode: SP.sub2, childPartCode: SP.sub2 }), 422, 'BOM_SELF_REFERENCE');
  });

  it('refuses a child that is not flagged as sub-part', async () => {
    expectError(
      await add({ parentPartCode: SP.parent, childPartCode: SP.parent2 }),
      422,
      'BOM_CHILD_NOT_SUB_PART',
    );
  });

  it('refuses an effective date that is not after the system date, and an end before the start', async () => {
    const today = await add({
      parentPartCode: SP.parent2,
      childPartCode: SP.sub2,
      effectiveFrom: '2026-11-21',
    });
    expectError(today, 422, 'BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY');
    expect(today.json().errors[0].field).toBe('effectiveFrom');
    const range = await add({
      parentPartCode: SP.parent2,
      childPartCode: SP.sub2,
      effectiveFrom: '2026-12-01',
      effectiveTo: '2026-11-30',
    });
    expectError(range, 422, 'BOM_EFFECTIVE_RANGE_INVALID');
  });

  it('refuses a line that closes a cycle, at any depth', async () => {
    expect((await add({ parentPartCode: SP.sub1, childPartCode: SP.sub2, qty: 3 })).statusCode).toBe(200);
    expect((await add({ parentPartCode: SP.sub2, childPartCode: SP.sub3, qty: 5 })).statusCode).toBe(200);
    expectError(await add({ parentPartCode: SP.sub3, childPartCode: SP.sub1 }), 422, 'BOM_CYCLE');
    expectError(await add({ parentPartCode: SP.sub2, childPartCode: SP.sub1 }), 422, 'BOM_CYCLE');
  });

  it('explodes a part over every level and shows where a part is used, on a date', async () => {
    const exploded = await t.call(t.tokens.hq, 'GET', `/api/v1/bom/${SP.parent}/exploded?date=2026-11-23`);
    expect(
      exploded
        .json()
        .data.nodes.map((n: { level: number; partCode: string; totalQty: number }) => [
          n.level,
          n.partCode,
          n.totalQty,
        ]),
    ).toEqual([
      [1, SP.sub1, 2],
      [2, SP.sub2, 6],
      [3, SP.sub3, 30],
    ]);
    // not in force yet today
    const today = await t.call(t.tokens.hq, 'GET', `/api/v1/bom/${SP.parent}/exploded`);
    expect(today.json().data.nodes).toEqual([]);
    const used = await t.call(t.tokens.hq, 'GET', `/api/v1/bom/${SP.sub3}/where-used?date=2026-11-23`);
    expect(used.json().data.nodes.map((n: { partCode: string }) => n.partCode)).toEqual([
      SP.sub2,
      SP.sub1,
      SP.parent,
    ]);
  });

  it('changes and deletes a line with its version; lists by parent', async () => {
    const list = await t.call(t.tokens.hq, 'GET', `/api/v1/bom?parentPartCode=${SP.parent}`);
    const [line] = list.json().data.items;
    expect(line).toMatchObject({ childPartCode: SP.sub1, childNameZh: '缸盖' });
    const put = (body: Record<string, unknown>) => t.call(t.tokens.hq, 'PUT', `/api/v1/bom/${line.id}`, body);
    expectError(
      await put({ version: 0, qty: 4, effectiveFrom: '2026-11-20' }),
      422,
      'BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY',
    );
    expect((await put({ version: 0, qty: 4, effectiveFrom: '2026-11-25' })).json().data).toMatchObject({
      qty: 4,
      version: 1,
    });
    expectError(
      await put({ version: 0, qty: 5, effectiveFrom: '2026-11-25' }),
      409,
      'CONCURRENT_MODIFICATION',
    );
    expect((await t.call(t.tokens.hq, 'DELETE', `/api/v1/bom/${line.id}?version=1`)).statusCode).toBe(200);
  });

  it('is head-office only: a dealer or a supplier gets 403', async () => {
    expect((await t.call(t.tokens.dealer, 'GET', '/api/v1/bom')).statusCode).toBe(403);
    expect((await t.call(t.tokens.supplier, 'POST', '/api/v1/bom', {})).statusCode).toBe(403);
  });
});
