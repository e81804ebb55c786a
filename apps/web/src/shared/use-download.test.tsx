// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { download } from '../app/api/transfer';
import { useDownload } from './use-download';

vi.mock('../app/api/transfer', () => ({ download: vi.fn() }));

describe('useDownload', () => {
  it('marks the key of the download under way busy and clears it when done, failed or not', async () => {
    let finish: (name: string) => void = () => undefined;
    vi.mocked(download).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useDownload<number>());
    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start('/files/7', { query: { a: '1' } }, 7);
    });
    expect(result.current.busy).toBe(7);
    expect(download).toHaveBeenCalledWith('/files/7', { query: { a: '1' } });
    await act(async () => {
      finish('a.xlsx');
      await started;
    });
    expect(result.current.busy).toBeNull();

    vi.mocked(download).mockRejectedValueOnce(new Error('refused'));
    await act(() => result.current.start('/files/8', undefined, 8));
    expect(result.current.busy).toBeNull();
  });
});
