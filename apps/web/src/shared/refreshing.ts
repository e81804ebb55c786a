/**
 * The click of a row action that changes a document and then shows the change: runs `work` (the API
 * call), then `refresh` (from `useRefresh`); a refused call rejects before anything is refreshed.
 * `onClick: refreshing(refresh, () => shipTransfer(r.id, r.version))`.
 */
export const refreshing =
  (refresh: () => Promise<unknown>, work: () => Promise<unknown>) => async (): Promise<void> => {
    await work();
    await refresh();
  };
