import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An error page body: the antd result of `status` with its code as title, the message and "back home". */
export function ErrorResult({
  status,
  code,
  message,
}: {
  status: ResultProps['status'];
  code: string;
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="spm-error-page">
      <Result
        status={status}
        title={code}
        subTitle={message}
        extra={
          <Link to="/">
            <Button type="primary">{t('errors:backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
