import type { ClaimDetail, ClaimInput, ClaimShipBill } from '@spm/contracts';
import {
  CLAIM_EDITABLE_STATUSES,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_NAME_MAX,
  claimWorkflow,
  perm,
} from '@spm/domain';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessToday } from '../../../app/auth/session';
import { AttachmentUpload } from '../../../shared/AttachmentUpload';
import type { Attachment } from '../../../shared/attachments';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { useCan } from '../../../shared/PermissionButton';
import { StepButtons } from '../../../shared/StepButton';
import { useEntryDocument } from '../../../shared/use-entry-document';
import { PrintButton } from '../../warehouse/components/PrintDialog';
import {
  claimKeys,
  claimPrintPath,
  completeClaim,
  createClaim,
  deleteClaim,
  fetchClaim,
  fetchClaimShipBill,
  remodifyClaim,
  saveClaim,
  submitClaim,
} from '../api';
import { AuditClaimDialog } from '../components/AuditClaimDialog';
import { ClaimContactFields, ClaimDescriptionField } from '../components/ClaimContactFields';
import { ClaimEntryCard } from '../components/ClaimEntryCard';
import { ClaimLinesTable, type EditLine } from '../components/ClaimLinesTable';
import { PhotoPreview } from '../components/PhotoPreview';

interface HeaderValues {
  shipBillNo: string;
  dealerOrderNo?: string;
  sendDate?: Dayjs;
  reason?: number;
  description?: string;
  submitter?: string;
  phone?: string;
  photos?: Attachment[];
}

/** `?short=<shipBillLineId>:<qty>,...` of the delivery receipt's "open a claim": the missing pieces per line. */
const parseShort = (value: string | null) =>
  new Map(
    (value ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => p.split(':').map(Number) as [number, number]),
  );

/**
 * Claim input and detail (spec §2 `/claimInquiry/claimEntryDetail`, hidden): `?id=` opens a claim,
 * `?shipBillNo=` (with `short=` from the delivery receipt) starts one on that ship bill, pre-filled.
 * The dealer saves, submits, deletes and remodifies; the claim warehouse audits and completes; the
 * approval history and the photos show below.
 */
export default function ClaimEntryDetailPage() {
  const { t } = useTranslation();
  const today = useBusinessToday();
  const can = useCan();
  const [form] = Form.useForm<HeaderValues>();
  const [lines, setLines] = useState<EditLine[]>([]);
  const [auditing, setAuditing] = useState(false);
  const entry = useEntryDocument<ClaimDetail>({
    detailKey: claimKeys.detail,
    fetch: fetchClaim,
    listKey: claimKeys.list,
    form,
    fill: (c) => {
      form.setFieldsValue({
        shipBillNo: c.shipBillNo,
        dealerOrderNo: c.dealerOrderNo,
        sendDate: dayjs(c.sendDate),
        reason: c.reason,
        description: c.description,
        submitter: c.submitter,
        phone: c.phone,
        photos: c.photos,
      });
      setLines(c.lines.map((l) => ({ ...l, claimableQty: l.claimableQty })));
    },
  });
  const { doc: claim, run, params } = entry;
  const editable =
    claim === null
      ? can(perm('dealerClaim', 'add'))
      : CLAIM_EDITABLE_STATUSES.includes(claim.status as 0 | 5);

  const loadShipBill = async (shipBillNo: string, short = new Map<number, number>()) => {
    const bill: ClaimShipBill = await fetchClaimShipBill(shipBillNo.trim());
    form.setFieldsValue({ shipBillNo: bill.shipBillNo, dealerOrderNo: bill.dealerOrderNo ?? '' });
    setLines(bill.lines.map((l) => ({ ...l, claimQty: short.get(l.shipBillLineId) ?? 0 })));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pre-filled claim loads once
  useEffect(() => {
    const no = params.get('shipBillNo');
    if (entry.id !== null || !no) return;
    form.setFieldsValue({ sendDate: dayjs(today), reason: 1 });
    void loadShipBill(no, parseShort(params.get('short')));
  }, []);

  const input = (v: HeaderValues): ClaimInput => ({
    shipBillNo: v.shipBillNo,
    dealerOrderNo: v.dealerOrderNo ?? '',
    sendDate: v.sendDate?.format('YYYY-MM-DD') ?? today,
    reason: v.reason ?? 1,
    description: v.description ?? '',
    submitter: v.submitter ?? '',
    phone: v.phone ?? '',
    photoIds: (v.photos ?? []).map((p) => p.id),
    lines: lines
      .filter((l) => l.claimQty > 0)
      .map((l) => ({
        shipBillLineId: l.shipBillLineId,
        claimQty: l.claimQty,
        accounts: [{ reason: v.reason ?? 1, qty: l.claimQty }],
      })),
  });

  const save = async () => {
    const values = await form.validateFields();
    return run(() =>
      claim ? saveClaim(claim.id, { ...input(values), version: claim.version }) : createClaim(input(values)),
    );
  };

  const status = claim?.status ?? 0;
  return (
    <ClaimEntryCard
      page="dealerClaim"
      no={claim?.claimBillNo}
      entry={entry}
      onSave={editable && save}
      onSubmit={
        (claim === null || [0, 4, 5].includes(status)) &&
        (async () => {
          const saved = editable ? await save() : claim;
          if (saved) await run(() => submitClaim(saved.id, saved.version));
        })
      }
      actions={
        claim && (
          <StepButtons
            workflow={claimWorkflow}
            state={status}
            steps={[
              {
                action: 'remodify',
                label: t('claims:remodify'),
                onClick: () => run(() => remodifyClaim(claim.id, claim.version)),
              },
              // the audit decides reparation, change or back: offered where those steps leave from
              {
                action: 'reparation',
                label: t('claims:audit'),
                type: 'primary',
                testId: 'claim-audit',
                onClick: () => setAuditing(true),
              },
              {
                action: 'complete',
                label: t('claims:complete'),
                confirm: t('claims:confirmComplete'),
                onClick: () => run(() => completeClaim(claim.id, claim.version)),
              },
            ]}
          />
        )
      }
      onDelete={claim && status === 0 && (() => deleteClaim(claim.id, claim.version))}
      tail={
        claim &&
        can(perm('dealerClaim', 'print')) && (
          <PrintButton path={claimPrintPath(claim.id)} label={t('claims:print')} />
        )
      }
      after={
        claim && (
          <AuditClaimDialog
            claim={auditing ? claim : null}
            onClose={() => setAuditing(false)}
            onDone={(c) => {
              setAuditing(false);
              entry.show(c);
              void entry.refreshList();
            }}
          />
        )
      }
    >
      <Form form={form} layout="vertical" disabled={!editable} name="claim">
        <Space wrap align="start" size="large">
          <Form.Item name="shipBillNo" label={t('claims:shipBillNo')} rules={[{ required: true, max: 24 }]}>
            {claim ? (
              <DocumentLink to={DOCUMENT_PLACES.shipBill} testId="claim-ship-bill" />
            ) : (
              <Input
                style={{ width: 220 }}
                placeholder={t('claims:shipBillHint')}
                data-testid="claim-ship-bill"
                addonAfter={
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void loadShipBill(form.getFieldValue('shipBillNo') ?? '')}
                  >
                    {t('claims:load')}
                  </Button>
                }
              />
            )}
          </Form.Item>
          <Form.Item name="dealerOrderNo" label={t('claims:dealerOrderNo')} rules={[{ required: true }]}>
            {claim ? (
              <DocumentLink to={DOCUMENT_PLACES.dealerOrder} testId="claim-order-no" />
            ) : (
              <Input style={{ width: 200 }} disabled />
            )}
          </Form.Item>
          <Form.Item name="sendDate" label={t('claims:sendDate')} rules={[{ required: true }]}>
            <DatePicker disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
          </Form.Item>
          <ClaimContactFields testIdPrefix="claim" />
        </Space>
        <ClaimDescriptionField testIdPrefix="claim" />
        <Form.Item name="photos" label={t('claims:photos')}>
          <AttachmentUpload
            readOnly={!editable}
            accept=".jpg,.jpeg,.png"
            maxSizeMb={CLAIM_PHOTO_MAX_BYTES / 1024 / 1024}
            nameMax={CLAIM_PHOTO_NAME_MAX}
          />
        </Form.Item>
        {claim && <PhotoPreview photos={claim.photos} />}
      </Form>
      {claim?.auditNote && (
        <p>
          {t('claims:auditNote')}: {claim.auditNote}
          {claim.resubmitDeadline && ` (${t('claims:resubmitDeadline')}: ${claim.resubmitDeadline})`}
        </p>
      )}
      <ClaimLinesTable lines={lines} editable={editable} onChange={setLines} />
    </ClaimEntryCard>
  );
}
