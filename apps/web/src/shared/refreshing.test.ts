import { describe, expect, it } from 'vitest';
import { refreshing, refreshingSelection } from './refreshing';

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

describe('refreshingSelection', () => {
  it('works on the selected rows, clears the selection, then refreshes', async () => {
    const steps: string[] = [];
    const click = refreshingSelection<{ id: number }>(
      async () => void steps.push('refresh'),
      async (rows) => void steps.push(`work ${rows.map((r) => r.id).join(',')}`),
    );
    await click({ selectedRows: [{ id: 1 }, { id: 2 }], clearSelection: () => steps.push('clear') });
    expect(steps).toEqual(['work 1,2', 'clear', 'refresh']);
  });

  it('keeps the selection and does not refresh when the work is refused', async () => {
    const steps: string[] = [];
    const click = refreshingSelection<{ id: number }>(
      async () => void steps.push('refresh'),
      () => Promise.reject(new Error('refused')),
    );
    await expect(
      click({ selectedRows: [{ id: 1 }], clearSelection: () => steps.push('clear') }),
    ).rejects.toThrow('refused');
    expect(steps).toEqual([]);
  });
});
