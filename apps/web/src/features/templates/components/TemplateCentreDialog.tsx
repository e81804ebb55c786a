import { DownloadOutlined } from '@ant-design/icons';
import { pageCatalog } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinesTable } from '../../../shared/LinesTable';
import { useDownload } from '../../../shared/use-download';
import { ViewDialog } from '../../../shared/ViewDialog';
import type { TemplateItem } from '../api';
import { fetchTemplates, templateDownloadPath } from '../api';

/** Template centre (spec §2): page name, button name, template name, download. */
export default function TemplateCentreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const downloading = useDownload<string>();
  const query = useQuery({
    queryKey: ['templates'],
    queryFn: fetchTemplates,
    enabled: open,
  });
  const pageName = (page: string) => {
    const def = (pageCatalog as Record<string, { zh: string; en: string } | undefined>)[page];
    if (!def) return page;
    return i18n.language === 'en-US' ? def.en : def.zh;
  };
  const buttonName = (button: string) => t(`common:action.${button}`, { defaultValue: button });

  return (
    <ViewDialog title={t('layout:templates.title')} open={open} onClose={onClose} width={760}>
      <LinesTable<TemplateItem>
        className="spm-table"
        rowKey="key"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        scroll={{ y: 420, x: 600 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout:templates.empty')} />,
        }}
        columns={[
          { title: t('layout:templates.page'), dataIndex: 'page', width: 180, render: pageName },
          { title: t('layout:templates.button'), dataIndex: 'button', width: 120, render: buttonName },
          { title: t('layout:templates.name'), dataIndex: 'templateName', ellipsis: true },
          {
            title: t('common:column.operation'),
            key: 'op',
            width: 100,
            align: 'center',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                loading={downloading.busy === row.key}
                onClick={() => downloading.start(templateDownloadPath(row.key), {}, row.key)}
              >
                {t('common:action.download')}
              </Button>
            ),
          },
        ]}
      />
    </ViewDialog>
  );
}
