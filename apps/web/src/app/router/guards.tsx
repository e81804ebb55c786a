import { ACCOUNT_STATUS } from '@spm/domain';
import { Spin } from 'antd';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../api/errors';
import { notify } from '../api/notify';
import { useSessionQuery } from '../auth/session';
import { clearSession, getAccountStatus, getToken, isSignedIn } from '../auth/storage';
import { LayoutPage } from './first-screens';

export const FORCED_PASSWORD_PATH = '/password/change';

export function FullPageSpin() {
  return (
    <div className="spm-fullpage-spin">
      <Spin size="large" />
    </div>
  );
}

export function loginPath(target: string): string {
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/**
 * The signed-in area (spec §2, §4): no token → /login?redirect=<target>; account status 601 → the
 * forced password change; otherwise load the session once, then show the layout. A failure clears
 * the token, shows the error and goes to /login.
 */
export function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = getToken();
  const status = getAccountStatus();
  const session = useSessionQuery();

  // fetch the layout's code while the session loads, not after it
  useEffect(() => {
    if (isSignedIn()) void LayoutPage.preload();
  }, []);

  useEffect(() => {
    if (!session.isError) return;
    const error = session.error;
    clearSession();
    if (!(isApiError(error) && error.httpStatus === 401)) {
      notify.error(isApiError(error) ? error.message : t('common:error.tryAgain'));
    }
    navigate(loginPath(location.pathname + location.search), { replace: true });
  }, [session.isError, session.error, navigate, location.pathname, location.search, t]);

  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (status === ACCOUNT_STATUS.initialPasswordMustChange)
    return <Navigate to={FORCED_PASSWORD_PATH} replace />;
  if (!isSignedIn()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!session.data) return <FullPageSpin />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <LayoutPage />
    </Suspense>
  );
}

/** /login for visitors only: a signed-in user goes to / (spec §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (getToken() && getAccountStatus() === ACCOUNT_STATUS.initialPasswordMustChange) {
    return <Navigate to={FORCED_PASSWORD_PATH} replace />;
  }
  if (isSignedIn()) return <Navigate to="/" replace />;
  return <Suspense fallback={<FullPageSpin />}>{children}</Suspense>;
}

/** The forced change screen only while the account status is 601. */
export function RequireForcedChange({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate to="/login" replace />;
  if (getAccountStatus() !== ACCOUNT_STATUS.initialPasswordMustChange) return <Navigate to="/" replace />;
  return <Suspense fallback={<FullPageSpin />}>{children}</Suspense>;
}
