import { appConfig } from './config';

/**
 * Polls `/static/version.json?t=<ts>` (spec §7); when the version differs from the one this page
 * started with, the page reloads so users get the new build.
 */
let baseline: string | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

export async function checkVersion(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    const response = await fetch(`/static/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { version?: unknown };
    if (typeof body.version !== 'string' && typeof body.version !== 'number') return;
    const version = String(body.version);
    if (baseline === null) baseline = version;
    else if (version !== baseline) reload();
  } catch {
    // offline or not served: try again next time
  }
}

export function startVersionPolling(): void {
  if (timer) return;
  void checkVersion();
  timer = setInterval(() => void checkVersion(), appConfig.versionPollMs);
}

export function resetVersionBaseline(): void {
  baseline = null;
}

const RELOAD_MARK = 'spm_chunk_reload_at';

/**
 * A page chunk that fails to load usually means a new build replaced the files the open page still
 * points at: reload once to pick up the new build (at most once a minute, so a real network failure
 * does not loop).
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
