import { describe, expect, it, vi } from 'vitest';
import { notify } from '../app/api/notify';
import { refreshing, refreshingSelection } from './refreshing';

vi.mock('../app/api/notify', () => import('../app/api/notify-mock'));

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

  it('says what was done between the work and the refresh when told', async () => {
    const steps: string[] = [];
    vi.mocked(notify.success).mockImplementationOnce((text) => void steps.push(`say ${text}`));
    await refreshing(
      async () => void steps.push('refresh'),
      async () => void steps.push('work'),
      '已删除',
    )();
    expect(steps).toEqual(['work', 'say 已删除', 'refresh']);
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
