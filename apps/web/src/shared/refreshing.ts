import { notify } from '../app/api/notify';
import type { ToolbarContext } from './ListPage';

/**
 * The click of a row action that changes a document and then shows the change: runs `work` (the API
 * call), says `done` when given (a success message), then `refresh` (from `useRefresh`); a refused
 * call rejects before anything is said or refreshed.
 * `onClick: refreshing(refresh, () => shipTransfer(r.id, r.version))`.
 */
export const refreshing =
  (refresh: () => Promise<unknown>, work: () => Promise<unknown>, done?: string) =>
  async (): Promise<void> => {
    await work();
    if (done) notify.success(done);
    await refresh();
  };

/**
 * The click of a toolbar button that changes the selected rows: runs `work` with them (the API
 * call), clears the selection, then `refresh`; a refused call rejects with the selection kept.
 * `onClick: refreshingSelection(refresh, (rows) => stopRfqs(rows.map((r) => r.id)))`.
 */
export const refreshingSelection =
  <T>(refresh: () => Promise<unknown>, work: (rows: T[]) => Promise<unknown>) =>
  async ({ selectedRows, clearSelection }: Pick<ToolbarContext<T>, 'selectedRows' | 'clearSelection'>) => {
    await work(selectedRows);
    clearSelection();
    await refresh();
  };
