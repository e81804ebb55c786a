import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Result, Statistic, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/api/notify';
import { download, upload } from '../app/api/transfer';
import { checkFile } from './attachments';
import { useCan } from './PermissionButton';

/**
 * Answer of an import endpoint (spec §8 "Import errors return a feedback or error file with counts
 * updated, inserted, failed"). `feedbackUrl` downloads the annotated file when rows failed.
 */
export interface ImportResult {
  inserted: number;
  updated: number;
  failed: number;
  feedbackUrl?: string | null;
}

export interface ExcelImportButtonProps {
  /** Upload endpoint (multipart field `file`). */
  url: string;
  /** Permission code, e.g. `parts:import`. */
  permission: string;
  label?: string;
  /** Extra multipart fields sent before the file. */
  fields?: Record<string, string>;
  maxSizeMb?: number;
  onImported?: (result: ImportResult) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; name: string }
  | { kind: 'done'; result: ImportResult };

/** Import from Excel: pick a file, watch the upload progress, see the counts, get the feedback file. */
export function ExcelImportButton({
  url,
  permission,
  label,
  fields,
  maxSizeMb = 20,
  onImported,
}: ExcelImportButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fetching, setFetching] = useState(false);
  const can = useCan();

  const start = async (file: File) => {
    const problem = checkFile(file, { accept: '.xlsx,.xls', maxMb: maxSizeMb, nameMax: 100 });
    if (problem) {
      notify.error(t(`shared:upload.invalid.${problem.code}`, { value: problem.value, name: file.name }));
      return;
    }
    setPhase({ kind: 'uploading', percent: 0, name: file.name });
    try {
      const result = await upload<ImportResult>(url, file, {
        fields,
        onProgress: (percent) => setPhase({ kind: 'uploading', percent, name: file.name }),
      });
      setPhase({ kind: 'done', result });
      onImported?.(result);
    } catch {
      setPhase({ kind: 'idle' });
    }
  };

  const result = phase.kind === 'done' ? phase.result : null;
  if (!can(permission)) return null;

  return (
    <>
      <Upload
        accept=".xlsx,.xls"
        showUploadList={false}
        beforeUpload={(file) => {
          void start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<ImportOutlined />} data-testid="excel-import">
          {label ?? t('common:action.import')}
        </Button>
      </Upload>
      <Modal
        open={phase.kind !== 'idle'}
        title={t('shared:import.title')}
        closable={phase.kind === 'done'}
        mask={{ closable: false }}
        onCancel={() => setPhase({ kind: 'idle' })}
        footer={
          phase.kind === 'done' ? (
            <Button type="primary" onClick={() => setPhase({ kind: 'idle' })}>
              {t('common:action.close')}
            </Button>
          ) : null
        }
        width={460}
      >
        {phase.kind === 'uploading' && (
          <div>
            <div style={{ marginBottom: 8 }}>{t('shared:import.uploading', { name: phase.name })}</div>
            <Progress percent={phase.percent} status={phase.percent >= 100 ? 'active' : 'normal'} />
            {phase.percent >= 100 && <div style={{ color: '#8c8c8c' }}>{t('shared:import.processing')}</div>}
          </div>
        )}
        {result && (
          <Result
            status={result.failed > 0 ? 'warning' : 'success'}
            title={result.failed > 0 ? t('shared:import.partly') : t('shared:import.success')}
            style={{ padding: '8px 0' }}
            subTitle={
              <div style={{ display: 'flex', justifyContent: 'center', gap: 32 }}>
                <Statistic title={t('shared:import.inserted')} value={result.inserted} />
                <Statistic title={t('shared:import.updated')} value={result.updated} />
                <Statistic
                  title={t('shared:import.failed')}
                  value={result.failed}
                  styles={{ content: { color: result.failed ? '#cf1322' : undefined } }}
                />
              </div>
            }
            extra={
              result.feedbackUrl ? (
                <Button
                  icon={<DownloadOutlined />}
                  loading={fetching}
                  onClick={async () => {
                    setFetching(true);
                    try {
                      await download(result.feedbackUrl as string);
                    } catch {
                      // shown by the client
                    } finally {
                      setFetching(false);
                    }
                  }}
                  data-testid="import-feedback"
                >
                  {t('shared:import.feedback')}
                </Button>
              ) : null
            }
          />
        )}
      </Modal>
    </>
  );
}
