import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <div className="spm-error-page">
      <Result
        status="403"
        title="401"
        subTitle={t('errors:unauthorized')}
        extra={
          <Link to="/">
            <Button type="primary">{t('errors:backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
