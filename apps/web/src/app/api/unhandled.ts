import { isApiError } from './errors';
import { notify } from './notify';

/**
 * Whether `reason` is the rejection of an antd form's `validateFields`: the form has already put
 * each message on its field, so there is nothing more to show or to report.
 */
export function isFormValidationError(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    Array.isArray((reason as { errorFields?: unknown }).errorFields)
  );
}

/**
 * The safety net behind every failed call (issue "a failed save shows nothing"): a call's `ApiError`
 * that no code caught — an antd confirm whose `onOk` failed, a click handler's promise — is not left
 * as "Uncaught (in promise)" in the console; its message is shown once, unless the client or the
 * form already showed it. A form's refused validation (a save clicked with a field wrong) is shown on
 * its fields and stays out of the console too. Other rejections are left to the browser.
 */
export function handleUnhandledRejection(
  event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>,
): void {
  const error = event.reason;
  const formShowsIt = isFormValidationError(error);
  if (!formShowsIt && !isApiError(error)) return;
  event.preventDefault();
  if (formShowsIt) return;
  if (error.shown) return;
  notify.error(error.errors[0]?.message ?? error.message);
  error.shown = true;
}

/** Installs `handleUnhandledRejection` on the window (once, at start). */
export function catchUnhandledApiErrors(): void {
  window.addEventListener('unhandledrejection', handleUnhandledRejection);
}
