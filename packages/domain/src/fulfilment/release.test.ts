import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateLine, compareReleasePriority, type ReleaseCandidate, releaseOutcome } from './release.js';

describe('compareReleasePriority', () => {
  const at = (
    orderType: ReleaseCandidate['orderType'],
    submittedAt: string,
    dealerOrderNo: string,
  ): ReleaseCandidate => ({
    orderType,
    submittedAt,
    dealerOrderNo,
  });

  it('releases VOR, Urgent, Normal, DFS, then the earlier submit, then by number', () => {
    const queue = [
      at('DFS', '2026-01-01T08:00:00+08:00', 'D'),
      at('Normal', '2026-01-02T08:00:00+08:00', 'N2'),
      at('Normal', '2026-01-01T07:00:00+08:00', 'N1'),
      at('VOR', '2026-01-05T08:00:00+08:00', 'V'),
      at('Urgent', '2026-01-04T08:00:00+08:00', 'U'),
      at('Normal', '2026-01-01T00:00:00Z', 'N0'),
      at('Normal', '2026-01-01T00:00:00Z', 'M0'),
    ];
    expect([...queue].sort(compareReleasePriority).map((c) => c.dealerOrderNo)).toEqual([
      'V',
      'U',
      'N1',
      'M0',
      'N0',
      'N2',
      'D',
    ]);
  });

  it('is antisymmetric and consistent (property)', () => {
    const candidate = fc.record({
      orderType: fc.constantFrom('Normal', 'Urgent', 'VOR', 'DFS' as const),
      submittedAt: fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
      dealerOrderNo: fc.stringMatching(/^[A-Z0-9]{3}$/),
    });
    fc.assert(
      fc.property(
        candidate,
        candidate,
        (a, b) => Math.sign(compareReleasePriority(a, b)) === -Math.sign(compareReleasePriority(b, a)),
      ),
    );
  });
});

describe('allocateLine', () => {
  const req = {
    partCode: 'A-B-C-D',
    qty: 10,
    availableQty: 4,
    acceptBackorder: true,
    backorderAllowed: true,
  };

  it('allocates everything when stock suffices', () => {
    expect(allocateLine({ ...req, availableQty: 10 })).toEqual({
      ok: true,
      value: { allocatedQty: 10, backorderQty: 0, cancelledQty: 0 },
    });
  });
  it('owes the rest when the dealer accepts backorders', () => {
    expect(allocateLine(req)).toEqual({
      ok: true,
      value: { allocatedQty: 4, backorderQty: 6, cancelledQty: 0 },
    });
  });
  it('allocates whole unit sales qty only', () => {
    expect(allocateLine({ ...req, availableQty: 5, unitSalesQty: 2 })).toEqual({
      ok: true,
      value: { allocatedQty: 4, backorderQty: 6, cancelledQty: 0 },
    });
  });
  it('cuts the rest of a sell-remaining part', () => {
    expect(allocateLine({ ...req, backorderAllowed: false })).toEqual({
      ok: true,
      value: { allocatedQty: 4, backorderQty: 0, cancelledQty: 6 },
    });
  });
  it('refuses with STOCK_SHORTAGE when backorders are not accepted', () => {
    expect(allocateLine({ ...req, acceptBackorder: false, availableQty: -3 })).toEqual({
      ok: false,
      violation: {
        code: 'STOCK_SHORTAGE',
        params: { partCode: 'A-B-C-D', requiredQty: 10, availableQty: 0 },
      },
    });
  });
  it('conserves the qty and never allocates more than available (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -10, max: 1000 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 10 }),
        (qty, availableQty, acceptBackorder, backorderAllowed, unitSalesQty) => {
          const r = allocateLine({
            partCode: 'P',
            qty,
            availableQty,
            acceptBackorder,
            backorderAllowed,
            unitSalesQty,
          });
          if (!r.ok) return !acceptBackorder && availableQty < qty;
          const { allocatedQty, backorderQty, cancelledQty } = r.value;
          return (
            allocatedQty + backorderQty + cancelledQty === qty &&
            allocatedQty <= Math.max(0, availableQty) &&
            allocatedQty >= 0
          );
        },
      ),
    );
  });
});

describe('releaseOutcome', () => {
  it('released when anything was allocated, owing when only owed, closed when all cut', () => {
    expect(releaseOutcome([{ allocatedQty: 1, backorderQty: 5, cancelledQty: 0 }])).toBe(4);
    expect(releaseOutcome([{ allocatedQty: 0, backorderQty: 5, cancelledQty: 0 }])).toBe(2);
    expect(releaseOutcome([{ allocatedQty: 0, backorderQty: 0, cancelledQty: 5 }])).toBe(10);
  });
});
