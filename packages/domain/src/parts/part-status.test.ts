import { describe, expect, it } from 'vitest';
import {
  canChangePartStatus,
  checkPartBlockers,
  checkPartStatusChange,
  NO_PART_BLOCKERS,
  PART_STATUS_CODES,
  PART_STATUSES,
  type PartStatus,
  type PartStatusChange,
  partStatusTransitions,
} from './part-status.js';

const change = (over: Partial<PartStatusChange>): PartStatusChange => ({
  partCode: 'A1-B2-C3-D4',
  from: 'CUR',
  to: 'OWO',
  newPartCode: null,
  source: 'manual',
  blockers: NO_PART_BLOCKERS,
  ...over,
});

describe('part statuses', () => {
  it('has the six codes of the spec, each with both labels', () => {
    expect([...PART_STATUS_CODES].sort()).toEqual(['ATP', 'CUR', 'ONR', 'ORB', 'OSRB', 'OWO']);
    for (const code of PART_STATUS_CODES) {
      expect(PART_STATUSES[code].zh).not.toBe('');
      expect(PART_STATUSES[code].en).not.toBe('');
    }
  });

  it('only CUR, OWO and OSRB are orderable; only CUR allows backorders', () => {
    const orderable = PART_STATUS_CODES.filter((c) => PART_STATUSES[c].orderable);
    expect(orderable).toEqual(['CUR', 'OWO', 'OSRB']);
    expect(PART_STATUS_CODES.filter((c) => PART_STATUSES[c].backorderAllowed)).toEqual(['CUR']);
  });

  it('transition table has no self transitions and only known targets', () => {
    for (const [from, targets] of Object.entries(partStatusTransitions)) {
      expect(targets).not.toContain(from);
      for (const t of targets) expect(PART_STATUS_CODES).toContain(t);
    }
  });
});

describe('checkPartStatusChange', () => {
  it('accepts an allowed change', () => {
    expect(checkPartStatusChange(change({ from: 'CUR', to: 'OWO' }))).toBeNull();
    expect(canChangePartStatus('CUR', 'OWO')).toBe(true);
  });

  it('refuses discard of a discarded part', () => {
    expect(checkPartStatusChange(change({ from: 'ONR', to: 'ONR' }))?.code).toBe('PART_ALREADY_DISCARDED');
  });

  it('lets an unchanged non-discarded status pass', () => {
    expect(checkPartStatusChange(change({ from: 'CUR', to: 'CUR' }))).toBeNull();
  });

  it('refuses a change outside the table', () => {
    const v = checkPartStatusChange(change({ from: 'ATP', to: 'ORB', newPartCode: 'X-Y-Z-1' }));
    expect(v).toEqual({
      code: 'PART_STATUS_TRANSITION_INVALID',
      params: { from: 'ATP', to: 'ORB' },
      field: 'status',
    });
    expect(canChangePartStatus('ONR', 'OWO')).toBe(false);
  });

  it('import cannot abolish a non-abolished part, a manual change can', () => {
    expect(checkPartStatusChange(change({ to: 'ONR', source: 'import' }))?.code).toBe(
      'PART_IMPORT_CANNOT_ABOLISH',
    );
    expect(checkPartStatusChange(change({ to: 'ONR', source: 'manual' }))).toBeNull();
  });

  it('import cannot replace a non-replaced part, but may move between replaced statuses', () => {
    const toOrb = change({ to: 'ORB', newPartCode: 'N1-N2-N3-N4', source: 'import' });
    expect(checkPartStatusChange(toOrb)?.code).toBe('PART_IMPORT_CANNOT_REPLACE');
    const osrbToOrb = change({ from: 'OSRB', to: 'ORB', newPartCode: 'N1-N2-N3-N4', source: 'import' });
    expect(checkPartStatusChange(osrbToOrb)).toBeNull();
  });

  it('replacement needs a new part code that differs from the part', () => {
    expect(checkPartStatusChange(change({ to: 'ORB', newPartCode: '  ' }))).toEqual({
      code: 'PART_NEW_PART_CODE_REQUIRED',
      field: 'newPartCode',
    });
    expect(checkPartStatusChange(change({ to: 'OSRB' }))?.code).toBe('PART_NEW_PART_CODE_REQUIRED');
    expect(checkPartStatusChange(change({ to: 'ORB', newPartCode: 'a1-b2-c3-d4' }))?.code).toBe(
      'PART_NEW_PART_CODE_SAME',
    );
    expect(checkPartStatusChange(change({ to: 'ORB', newPartCode: 'N1-N2-N3-N4' }))).toBeNull();
  });

  it('stock blocks an immediate discard or replacement but not a sell-remaining status', () => {
    const blockers = { ...NO_PART_BLOCKERS, stockQty: 3 };
    expect(checkPartStatusChange(change({ to: 'ONR', blockers }))).toEqual({
      code: 'PART_STOCK_OVER_ZERO',
      params: { stockQty: 3 },
    });
    expect(checkPartStatusChange(change({ to: 'ORB', newPartCode: 'N1-N2-N3-N4', blockers }))?.code).toBe(
      'PART_STOCK_OVER_ZERO',
    );
    expect(checkPartStatusChange(change({ to: 'OSRB', newPartCode: 'N1-N2-N3-N4', blockers }))).toBeNull();
    expect(checkPartStatusChange(change({ to: 'OWO', blockers }))).toBeNull();
  });

  it('every status except ONR can reach ONR manually when nothing blocks', () => {
    const from: PartStatus[] = ['ATP', 'CUR', 'OWO', 'OSRB', 'ORB'];
    for (const f of from) expect(checkPartStatusChange(change({ from: f, to: 'ONR' }))).toBeNull();
  });
});

describe('checkPartBlockers', () => {
  it('passes when nothing blocks', () => {
    expect(checkPartBlockers(NO_PART_BLOCKERS)).toBeNull();
  });

  it.each([
    [{ stockQty: 1 }, 'PART_STOCK_OVER_ZERO'],
    [{ openOrderQty: 5 }, 'PART_OPEN_ORDERS_EXIST'],
    [{ inInventoryPlan: true }, 'PART_IN_INVENTORY_PLAN'],
    [{ counting: true }, 'PART_BEING_COUNTED'],
    [{ picking: true }, 'PART_BEING_PICKED'],
    [{ shipping: true }, 'PART_BEING_SHIPPED'],
  ] as const)('%o blocks with %s', (blocker, code) => {
    expect(checkPartBlockers({ ...NO_PART_BLOCKERS, ...blocker })?.code).toBe(code);
  });

  it('reports stock first when several blockers hold', () => {
    const all = {
      stockQty: 2,
      openOrderQty: 2,
      inInventoryPlan: true,
      counting: true,
      picking: true,
      shipping: true,
    };
    expect(checkPartBlockers(all)?.code).toBe('PART_STOCK_OVER_ZERO');
    expect(checkPartBlockers({ ...all, stockQty: 0 })).toEqual({
      code: 'PART_OPEN_ORDERS_EXIST',
      params: { openOrderQty: 2 },
    });
  });
});
