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

/** A stored claim document as a save answers it. */
interface SavedDocument {
  id: number;
  version: number;
}

/**
 * What is fixed of each claim document's card: the permission page and the action saving a stored
 * document, the test id prefix, the title, the status kind, the list it returns to, the titles and
 * questions (i18n keys), whether the buttons wrap on a narrow screen.
 */
export const CLAIM_DOCUMENTS = {
  dealerClaim: {
    saveAction: 'save',
    testIdPrefix: 'claim',
    titleKey: 'menu:claimEntryDetail',
    statusKind: 'claimStatus',
    returnTo: '/claimInquiry/claimInquiryList',
    historyKey: 'claims:history',
    confirmSubmitKey: 'claims:confirmSubmit',
    confirmDeleteKey: 'claims:confirmDelete',
    wrap: false,
  },
  warehouseClaim: {
    saveAction: 'edit',
    testIdPrefix: 'warehouse-claim',
    titleKey: 'menu:warehouseClaimDetail',
    statusKind: 'warehouseClaimStatus',
    returnTo: '/warehouseClaim/list',
    historyKey: 'claims:history',
    confirmSubmitKey: 'claims:confirmSubmit',
    confirmDeleteKey: 'claims:confirmDelete',
    wrap: true,
  },
  bodOrder: {
    saveAction: 'edit',
    testIdPrefix: 'bod',
    titleKey: 'menu:bodOrderDetail',
    statusKind: 'bodStatus',
    returnTo: '/bod-order/list',
    historyKey: 'claims:bod.auditLog',
    confirmSubmitKey: 'claims:bod.confirmSubmit',
    confirmDeleteKey: 'claims:bod.confirmDelete',
    wrap: true,
  },
} as const satisfies Record<string, ClaimDocument>;

interface ClaimDocument {
  saveAction: 'edit' | 'save';
  testIdPrefix: string;
  titleKey: string;
  statusKind: StatusKindName;
  returnTo: string;
  historyKey: string;
  confirmSubmitKey: string;
  confirmDeleteKey: string;
  wrap: boolean;
}

/**
 * The card of a claim document's entry and detail page (dealer claim, in-warehouse claim, BOD
 * application; `CLAIM_DOCUMENTS` of `page`), its buttons behind the permission codes of `page`: the
 * title with the document no (`<testIdPrefix>-no`) and status, then save (`<testIdPrefix>-save`;
 * `<page>:add` for a new document, `<page>:<saveAction>` after), submit (`<testIdPrefix>-submit`,
 * asking its question; `submitSaved` saves first), the page's own `actions`, delete (asking its question; then the lists are
 * refreshed and the page goes back to the list), `tail` and return; below, the form (`children`) and,
 * once saved, the approval history. A button shows while its step is given.
 */
export function ClaimEntryCard({
  page,
  no,
  entry,
  onSave,
  onSubmit,
  submitSaved,
  onDelete,
  actions,
  tail,
  children,
  after,
}: {
  page: keyof typeof CLAIM_DOCUMENTS;
  no?: string | null;
  /** The page's document (`useEntryDocument`): its status and history, the busy state, the list. */
  entry: {
    doc: { status: number; history: readonly ApprovalEntry[] } | null;
    busy: boolean;
    refreshList: () => Promise<unknown>;
  };
  onSave?: (() => Promise<SavedDocument>) | false | null;
  onSubmit?: Step;
  /** Submit of an editable document: saves it with `onSave` first, then submits what was saved. */
  submitSaved?: ((saved: SavedDocument) => Promise<unknown>) | false | null;
  onDelete?: Step;
  actions?: ReactNode;
  tail?: ReactNode;
  children: ReactNode;
  /** The page's dialogs. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { doc, busy } = entry;
  const submit =
    onSubmit ||
    (onSave &&
      submitSaved &&
      (async () => {
        await submitSaved(await onSave());
      }));
  const { saveAction, testIdPrefix, statusKind, returnTo, wrap } = CLAIM_DOCUMENTS[page];
  const { titleKey, historyKey, confirmSubmitKey, confirmDeleteKey } = CLAIM_DOCUMENTS[page];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`${testIdPrefix}-entry`}>
      <Card
        title={
          <DocumentTitle
            title={t(titleKey)}
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
            {submit && (
              <ConfirmButton
                code={perm(page, 'submit')}
                type="primary"
                loading={busy}
                data-testid={`${testIdPrefix}-submit`}
                content={t(confirmSubmitKey)}
                onConfirm={submit}
              >
                {t('claims:submit')}
              </ConfirmButton>
            )}
            {actions}
            {onDelete && (
              <ConfirmButton
                code={perm(page, 'delete')}
                danger
                content={t(confirmDeleteKey)}
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
        <Card title={t(historyKey)}>
          <ApprovalTimeline entries={doc.history} statusKind={statusKind} />
        </Card>
      )}
      {after}
    </Space>
  );
}
