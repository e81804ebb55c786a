import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApprovalEntry, ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { ConfirmButton, DocumentTitle } from '../../../shared/DocumentEntry';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { StatusKindName } from '../../../shared/status-tones';

/** A confirmed step of the entry card: its permission code, question and work. */
export interface EntryStep {
  code: string;
  confirm: string;
  run: () => unknown;
}

/**
 * The card of a claim document's entry and detail page (dealer claim, in-warehouse claim, BOD
 * application): the title with the document no (`<testIdPrefix>-no`) and status, then the buttons
 * save (`<testIdPrefix>-save`), submit (`<testIdPrefix>-submit`, confirmed), the page's own
 * `actions`, delete (confirmed; then the lists are refreshed and the page goes back to `returnTo`),
 * `tail` and return; below, the form (`children`) and, once saved, the approval history under
 * `historyTitle`. A button is shown
 * when its step is given.
 */
export function ClaimEntryCard({
  testIdPrefix,
  title,
  no,
  statusKind,
  entry,
  save,
  submit,
  remove,
  actions,
  tail,
  wrap,
  returnTo,
  historyTitle,
  children,
  after,
}: {
  testIdPrefix: string;
  title: string;
  no?: string | null;
  statusKind: StatusKindName;
  /** The page's document (`useEntryDocument`): its status and history, the busy state, the list. */
  entry: {
    doc: { status: number; history: readonly ApprovalEntry[] } | null;
    busy: boolean;
    refreshList: () => Promise<unknown>;
  };
  save?: { code: string; run: () => unknown } | false | null;
  submit?: EntryStep | false | null;
  remove?: EntryStep | false | null;
  actions?: ReactNode;
  tail?: ReactNode;
  /** Let the buttons wrap on a narrow screen. */
  wrap?: boolean;
  returnTo: string;
  historyTitle: string;
  children: ReactNode;
  /** The page's dialogs. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { doc, busy } = entry;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`${testIdPrefix}-entry`}>
      <Card
        title={
          <DocumentTitle
            title={title}
            no={no}
            noTestId={`${testIdPrefix}-no`}
            statusKind={statusKind}
            status={doc?.status}
          />
        }
        extra={
          <Space wrap={wrap}>
            {save && (
              <PermissionButton
                code={save.code}
                loading={busy}
                onClick={() => void save.run()}
                data-testid={`${testIdPrefix}-save`}
              >
                {t('claims:save')}
              </PermissionButton>
            )}
            {submit && (
              <ConfirmButton
                code={submit.code}
                type="primary"
                loading={busy}
                data-testid={`${testIdPrefix}-submit`}
                content={submit.confirm}
                onConfirm={submit.run}
              >
                {t('claims:submit')}
              </ConfirmButton>
            )}
            {actions}
            {remove && (
              <ConfirmButton
                code={remove.code}
                danger
                content={remove.confirm}
                onConfirm={async () => {
                  await remove.run();
                  await entry.refreshList();
                  navigate(returnTo);
                }}
              >
                {t('claims:delete')}
              </ConfirmButton>
            )}
            {tail}
            <Button onClick={() => navigate(returnTo)}>{t('common:action.return')}</Button>
          </Space>
        }
      >
        {children}
      </Card>
      {doc && (
        <Card title={historyTitle}>
          <ApprovalTimeline entries={doc.history} statusKind={statusKind} />
        </Card>
      )}
      {after}
    </Space>
  );
}
