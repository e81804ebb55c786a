import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderTransitions,
  TERMINAL_ORDER_STATUSES,
  UNRELEASED_ORDER_STATUSES,
} from './order-status.js';

const S = ORDER_STATUS;

describe('order statuses', () => {
  it('are 0 to 11, each with both labels', () => {
    expect(ORDER_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const s of ORDER_STATUSES)
      expect(ORDER_STATUS_LABELS[s].zh && ORDER_STATUS_LABELS[s].en).toBeTruthy();
  });

  it('finished, closed and deleted are terminal', () => {
    expect(TERMINAL_ORDER_STATUSES).toEqual([S.finished, S.closed, S.deleted]);
  });

  it('every status is reachable from uncompleted', () => {
    const seen = new Set<number>([S.uncompleted]);
    const queue: number[] = [S.uncompleted];
    while (queue.length) {
      for (const next of orderTransitions[queue.shift() as keyof typeof orderTransitions]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ORDER_STATUSES);
  });

  it('only unreleased statuses lead to deleted', () => {
    const toDeleted = ORDER_STATUSES.filter((s) => canTransition(s, S.deleted));
    expect(toDeleted).toEqual(UNRELEASED_ORDER_STATUSES);
  });

  it('follows the main path', () => {
    const path = [
      S.uncompleted,
      S.canRelease,
      S.released,
      S.picked,
      S.boxed,
      S.settled,
      S.virtuallyReceived,
      S.finished,
    ];
    for (let i = 1; i < path.length; i++) expect(assertTransition(path[i - 1], path[i])).toBeNull();
  });

  it('refuses skipping steps, going back after shipping and self transitions', () => {
    expect(assertTransition(S.canRelease, S.settled)).toEqual({
      code: 'ORDER_STATUS_TRANSITION_INVALID',
      params: { from: 3, to: 8 },
      field: 'status',
    });
    expect(canTransition(S.released, S.deleted)).toBe(false);
    expect(canTransition(S.finished, S.closed)).toBe(false);
    expect(canTransition(S.uncompleted, S.uncompleted)).toBe(false);
  });
});
