import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/{path}: re-opens a page (the tags view's refresh remounts it this way). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target.startsWith('//') ? '/' : target, { replace: true });
  }, [navigate, target]);
  return null;
}
