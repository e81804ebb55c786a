import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to render or its code cannot load (e.g. after a new version was deployed). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="spm-error-page">
      <Result
        status="error"
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
