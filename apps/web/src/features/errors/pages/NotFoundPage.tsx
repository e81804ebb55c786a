import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../components/ErrorResult';

/** 404: no page at this address. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorResult status="404" code="404" message={t('errors:notFound')} />;
}
