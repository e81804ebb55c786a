import { perm } from '@spm/domain';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApprovalEntry, ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { ConfirmButton, DocumentTitle } from '../../../shared/DocumentEntry';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { StatusKindName } from '../../../shared/status-tones';

/** A step of the entry card, left out (its button hidden) when false or null. */
type Step = (() => unknown) | false | null;

/**
 * The card of a claim document's entry and detail page (dealer claim, in-warehouse claim, BOD
 * application), its buttons behind the permission codes of `page`: the title with the document no
 * (`<testIdPrefix>-no`) and status, then save (`<testIdPrefix>-save`; `<page>:add` for a new
 * document, `<page>:<saveAction>` after), submit (`<testIdPrefix>-submit`, asking `confirmSubmit`),
 * the page's own `actions`, delete (asking `confirmDelete`; then the lists are refreshed and the page
 * goes back to `returnTo`), `tail` and return; below, the form (`children`) and, once saved, the
 * approval history under `historyTitle`. A button shows while its step is given.
 */
export function ClaimEntryCard({
  page,
  saveAction = 'edit',
  testIdPrefix,
  title,
  no,
  statusKind,
  entry,
  onSave,
  onSubmit,
  confirmSubmit,
  onDelete,
  confirmDelete,
  actions,
  tail,
  wrap,
  returnTo,
  historyTitle,
  children,
  after,
}: {
  page: 'dealerClaim' | 'warehouseClaim' | 'bodOrder';
  saveAction?: 'edit' | 'save';
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
  onSave?: Step;
  onSubmit?: Step;
  /** "Submit this claim?" unless given. */
  confirmSubmit?: string;
  onDelete?: Step;
  /** "Delete this claim?" unless given. */
  confirmDelete?: string;
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
            {onSave && (
              <PermissionButton
                code={perm(page, doc ? saveAction : 'add')}
                loading={busy}
                onClick={() => void onSave()}
                data-testid={`${testIdPrefix}-save`}
              >
                {t('claims:save')}
              </PermissionButton>
            )}
            {onSubmit && (
              <ConfirmButton
                code={perm(page, 'submit')}
                type="primary"
                loading={busy}
                data-testid={`${testIdPrefix}-submit`}
                content={confirmSubmit ?? t('claims:confirmSubmit')}
                onConfirm={onSubmit}
              >
                {t('claims:submit')}
              </ConfirmButton>
            )}
            {actions}
            {onDelete && (
              <ConfirmButton
                code={perm(page, 'delete')}
                danger
                content={confirmDelete ?? t('claims:confirmDelete')}
                onConfirm={async () => {
                  await onDelete();
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
