import { describe, expect, it } from 'vitest';
import { INTERFACES, isRetransmittable, retryDelayMs, splitItems, TRANSFER_TRANSITIONS } from './index.js';

describe('interface transfer rules', () => {
  it('splits a batch at the interface cap and keeps every item once, in order', () => {
    const items = Array.from({ length: 65 }, (_, i) => i);
    const chunks = splitItems(items, INTERFACES.srmRfq.maxItems);
    expect(chunks.map((c) => c.length)).toEqual([30, 30, 5]);
    expect(chunks.flat()).toEqual(items);
    expect(splitItems(items, 150)).toHaveLength(1);
    expect(splitItems([], 30)).toEqual([[]]);
  });

  it('doubles the retry delay per attempt up to the cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40, 1000, 60_000)).toBe(60_000);
  });

  it('retransmits only a final failure; a sent message never changes', () => {
    expect(isRetransmittable('failed')).toBe(true);
    expect(isRetransmittable('sent')).toBe(false);
    expect(isRetransmittable('pending')).toBe(false);
    expect(TRANSFER_TRANSITIONS.sent).toEqual([]);
  });
});
