import { isApiError } from './errors';
import { notify } from './notify';

/**
 * The safety net behind every failed call (issue "a failed save shows nothing"): a call's `ApiError`
 * that no code caught — an antd confirm whose `onOk` failed, a click handler's promise — is not left
 * as "Uncaught (in promise)" in the console; its message is shown once, unless the client or the
 * form already showed it. Other rejections are left to the browser.
 */
export function handleUnhandledRejection(
  event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>,
): void {
  const error = event.reason;
  if (!isApiError(error)) return;
  event.preventDefault();
  if (error.shown) return;
  notify.error(error.errors[0]?.message ?? error.message);
  error.shown = true;
}

/** Installs `handleUnhandledRejection` on the window (once, at start). */
export function catchUnhandledApiErrors(): void {
  window.addEventListener('unhandledrejection', handleUnhandledRejection);
}
