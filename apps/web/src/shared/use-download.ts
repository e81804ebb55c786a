import { useState } from 'react';
import { type DownloadOptions, download } from '../app/api/transfer';

/**
 * Downloads with their busy state, for the loading state of the buttons that start them:
 * `start(path, options, key)` downloads `path` (a failure is shown by the client, so it never
 * rejects); `busy` is the `key` of the download under way (`true` unless given), null when none.
 */
export function useDownload<K = true>() {
  const [busy, setBusy] = useState<K | null>(null);
  const start = async (path: string, options?: DownloadOptions, key: K = true as K) => {
    setBusy(key);
    try {
      await download(path, options);
    } catch {
      // the client showed the message
    } finally {
      setBusy(null);
    }
  };
  return { busy, start };
}
