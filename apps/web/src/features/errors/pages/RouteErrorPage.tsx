import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to render or its code cannot load (e.g. after a new version was deployed). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div className="spm-error-page">
      <Result
        status={status === 404 ? '404' : 'error'}
        title={t('errors:crashed')}
        subTitle={t('errors:crashedHint')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('errors:reload')}
          </Button>
        }
      />
    </div>
  );
}
