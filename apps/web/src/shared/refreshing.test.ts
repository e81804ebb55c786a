import { describe, expect, it } from 'vitest';
import { refreshing } from './refreshing';

describe('refreshing', () => {
  it('refreshes after the work is done', async () => {
    const steps: string[] = [];
    const click = refreshing(
      async () => void steps.push('refresh'),
      async () => void steps.push('work'),
    );
    expect(steps).toEqual([]);
    await click();
    expect(steps).toEqual(['work', 'refresh']);
  });

  it('does not refresh when the work is refused', async () => {
    const steps: string[] = [];
    const click = refreshing(
      async () => void steps.push('refresh'),
      () => Promise.reject(new Error('refused')),
    );
    await expect(click()).rejects.toThrow('refused');
    expect(steps).toEqual([]);
  });
});
