import { Navigate, useSearchParams } from 'react-router';
import { isSignedIn } from '../../../app/auth/storage';
import { safeRedirect } from '../api';

/** /auth-redirect (open without token): continue to the target when signed in, else to the login. */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  if (isSignedIn()) return <Navigate to={target} replace />;
  return (
    <Navigate to={target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`} replace />
  );
}
