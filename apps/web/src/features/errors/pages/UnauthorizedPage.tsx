import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../components/ErrorResult';

/** 401: the signed-in user may not open this page. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <ErrorResult status="403" code="401" message={t('errors:unauthorized')} />;
}
