import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { platformEndpoints } from '@spm/contracts';
import { Alert, Button, Modal, Progress, Result, Space, Statistic, Table, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../app/api/endpoint';
import { ApiError } from '../../app/api/errors';
import { upload } from '../../app/api/transfer';
import { checkFile } from '../attachments';
import { useDownload } from '../use-download';
import { type ImportAnswer, type ImportRowError, waitForJob } from './import-job';

export interface ExcelImportDialogProps {
  open: boolean;
  /** Dialog title, e.g. the button's name. */
  title: string;
  /** Import endpoint (multipart field `file`). */
  url: string;
  /** Template centre key; shows a "download template" link. */
  templateKey?: string;
  /** Largest file the server takes (EXCEL_MAX_BYTES), MB. */
  maxSizeMb?: number;
  onClose: () => void;
  /** Called after an import that saved its rows. */
  onImported?: (answer: ImportAnswer) => void;
}

type Phase =
  | { kind: 'pick'; error?: string }
  | { kind: 'upload'; percent: number; name: string }
  | { kind: 'process'; percent: number | null; name: string }
  | { kind: 'done'; answer: ImportAnswer }
  | { kind: 'jobFailed'; message: string };

/**
 * Import on the Excel framework (spec §8): pick an .xlsx (template link at hand), upload with progress,
 * follow a background job's progress for large files, then show the counts inserted / updated /
 * failed, the first row errors and the feedback file. A failed import saved nothing, unless an
 * interrupted batched write (embedded engine) kept the records it counts as inserted or updated.
 */
export function ExcelImportDialog({
  open,
  title,
  url,
  templateKey,
  maxSizeMb = 20,
  onClose,
  onImported,
}: ExcelImportDialogProps) {
  const { t } = useTranslation('excel');
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const template = useDownload();
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (open) setPhase({ kind: 'pick' });
    return () => abort.current?.abort();
  }, [open]);

  const start = async (file: File) => {
    const problem = checkFile(file, { accept: '.xlsx', maxMb: maxSizeMb, nameMax: 200 });
    if (problem) {
      setPhase({ kind: 'pick', error: t(`import.invalid.${problem.code}`, { value: problem.value }) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'upload', percent: 0, name: file.name });
    try {
      let answer = await upload<ImportAnswer>(url, file, {
        silent: true,
        signal: controller.signal,
        onProgress: (percent) =>
          setPhase(
            percent < 100
              ? { kind: 'upload', percent, name: file.name }
              : { kind: 'process', percent: null, name: file.name },
          ),
      });
      if (answer.status === 'queued' && answer.jobId) {
        setPhase({ kind: 'process', percent: 0, name: file.name });
        const job = await waitForJob<ImportAnswer>(
          answer.jobId,
          (percent) => setPhase({ kind: 'process', percent, name: file.name }),
          controller.signal,
        );
        if (job.status === 'failed' || !job.result) {
          setPhase({ kind: 'jobFailed', message: job.error?.message ?? t('import.jobFailed') });
          return;
        }
        answer = job.result;
      }
      setPhase({ kind: 'done', answer });
      if (answer.status === 'succeeded') onImported?.(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'pick', error: error instanceof ApiError ? error.message : t('import.jobFailed') });
    }
  };

  const working = phase.kind === 'upload' || phase.kind === 'process';
  const answer = phase.kind === 'done' ? phase.answer : null;

  return (
    <Modal
      open={open}
      title={title}
      width={640}
      onCancel={onClose}
      mask={{ closable: !working }}
      destroyOnHidden
      footer={
        <Button onClick={onClose} disabled={working}>
          {t('common:action.close')}
        </Button>
      }
    >
      {phase.kind === 'pick' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {phase.error && <Alert type="error" showIcon title={phase.error} data-testid="import-error" />}
          <Upload.Dragger
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void start(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('import.pick')}</p>
            <p style={{ color: '#8c8c8c', fontSize: 12 }}>{t('import.rules', { max: maxSizeMb })}</p>
          </Upload.Dragger>
          {templateKey && (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              loading={template.busy !== null}
              onClick={() =>
                template.start(
                  urlOf(platformEndpoints.templateDownload, { params: { key: templateKey } }).path,
                )
              }
            >
              {t('import.template')}
            </Button>
          )}
        </Space>
      )}
      {working && (
        <div data-testid="import-progress">
          <div style={{ marginBottom: 8 }}>
            {phase.kind === 'upload'
              ? t('import.uploading', { name: phase.name })
              : t('import.processing', { name: phase.name })}
          </div>
          <Progress
            percent={phase.kind === 'upload' ? phase.percent : (phase.percent ?? 100)}
            status="active"
            showInfo={phase.kind === 'upload' || phase.percent !== null}
          />
        </div>
      )}
      {phase.kind === 'jobFailed' && (
        <Result status="error" title={t('import.jobFailed')} subTitle={phase.message} />
      )}
      {answer && <ImportOutcome answer={answer} />}
    </Modal>
  );
}

function ImportOutcome({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('excel');
  const feedback = useDownload();
  const failed = answer.failed > 0;
  const saved = answer.inserted + answer.updated;
  const failedHint = saved > 0 ? 'import.partlySavedHint' : 'import.failedHint';
  return (
    <div data-testid="import-result">
      <Result
        status={failed ? 'error' : 'success'}
        title={
          failed
            ? t(saved > 0 ? 'import.interruptedTitle' : 'import.failedTitle')
            : t('import.succeededTitle')
        }
        subTitle={failed ? t(failedHint, { failed: answer.failed, saved }) : answer.fileName}
        style={{ padding: '8px 0' }}
        extra={
          answer.feedbackUrl ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={feedback.busy !== null}
              data-testid="import-feedback"
              onClick={() => feedback.start(answer.feedbackUrl as string)}
            >
              {t('import.feedback')}
            </Button>
          ) : null
        }
      />
      <div style={{ display: 'flex', justifyContent: 'center', gap: 40, marginBottom: 12 }}>
        <Statistic title={t('import.total')} value={answer.total} />
        <Statistic title={t('import.inserted')} value={answer.inserted} />
        <Statistic title={t('import.updated')} value={answer.updated} />
        <Statistic
          title={t('import.failed')}
          value={answer.failed}
          styles={{ content: failed ? { color: '#cf1322' } : undefined }}
        />
      </div>
      {answer.errors.length > 0 && (
        <Table<ImportRowError>
          size="small"
          className="spm-table"
          rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
          dataSource={answer.errors}
          pagination={false}
          scroll={{ y: 220 }}
          columns={[
            { title: t('import.row'), dataIndex: 'row', width: 70, align: 'right' },
            {
              title: t('import.column'),
              dataIndex: 'column',
              width: 140,
              render: (c: string | null) => c ?? '—',
            },
            {
              title: t('import.message'),
              dataIndex: 'message',
              render: (m: string) => (
                <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{m}</span>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
