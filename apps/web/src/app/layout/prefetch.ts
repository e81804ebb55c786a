import type { AppRoute } from '../routes';

/**
 * After sign-in (issue "first visits took 3–6 s"): the chunks of the user's menu pages load one
 * after another in idle time while the user reads the dashboard, so a first click opens the page at once.
 * `cancelled` stops the walk (the layout unmounts, the user signs out).
 */
export async function prefetchMenuPages(pages: AppRoute[], cancelled: () => boolean): Promise<void> {
  for (const page of pages) {
    // one page at a time, and only while the browser has nothing else to do
    await idle();
    if (cancelled()) return;
    await page.component?.preload().catch(() => undefined);
  }
}

/** Resolves when the browser is idle (a short pause where it cannot say). */
export const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
