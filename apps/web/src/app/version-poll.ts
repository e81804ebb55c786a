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
