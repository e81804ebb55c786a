import type { MajorClaimDetail } from '@spm/contracts';
import { majorClaimWorkflow, nameIn, perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { domainLanguage } from '../../../app/language';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { titledColumns } from '../../../shared/columns';
import { DetailFields } from '../../../shared/DetailSections';
import { FormDialog } from '../../../shared/FormDialog';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { PermissionButton } from '../../../shared/PermissionButton';
import { StatusTag } from '../../../shared/StatusTag';
import { useDetail } from '../../../shared/use-detail';
import { decideMajorClaim, fetchMajorClaim, majorClaimKeys, orderMajorClaim } from '../major-claims-api';
import { useClaimApproval } from './claim-approval';
import { usePartColumns } from './claim-columns';

type Line = MajorClaimDetail['lines'][number];

/**
 * One major claim (spec §2 `/majorClaimQuery/index`): header, parts with approved, ordered and
 * remaining quantities (pieces), approval history. Head office approves or rejects a registered one
 * (opinion required on reject); the dealer orders an approved one — per part at most the remaining
 * qty — and the order carries the major claim no (no BOD application needed). Open while `id` is set.
 */
export function MajorClaimDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cols = titledColumns(t, 'claims:major.');
  const client = useQueryClient();
  const language = domainLanguage(i18n.language);
  const partColumns = usePartColumns<Line>();
  const [ordering, setOrdering] = useState(false);
  const query = useDetail(id, majorClaimKeys.detail, fetchMajorClaim);
  const claim = query.data;
  const changed = (c: MajorClaimDetail) => {
    client.setQueryData(majorClaimKeys.detail(c.id), c);
    onChanged();
  };
  const approval = useClaimApproval({
    workflow: majorClaimWorkflow,
    state: claim?.status ?? null,
    no: claim?.majorClaimNo,
    approveTestId: 'major-claim-approve',
    decide: async (decision, opinion) => {
      const c = claim as MajorClaimDetail;
      changed(await decideMajorClaim(c.id, decision, { version: c.version, opinion }));
    },
  });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={860}
      title={
        claim && (
          <Space>
            {t('claims:major.detail')}
            <span data-testid="major-claim-no">{claim.majorClaimNo}</span>
            <StatusTag kind="majorClaimStatus" value={claim.status} />
          </Space>
        )
      }
      extra={
        claim && (
          <Space>
            {approval.buttons}
            {claim.status === 1 && claim.lines.some((l) => l.remainingQty > 0) && (
              <PermissionButton
                code={perm('majorClaim', 'order')}
                type="primary"
                onClick={() => setOrdering(true)}
                data-testid="major-claim-order"
              >
                {t('claims:major.order')}
              </PermissionButton>
            )}
          </Space>
        )
      }
      destroyOnHidden
    >
      {claim && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="major-claim-detail">
          <DetailFields
            record={claim}
            label={(key) => t(`claims:major.${key}`)}
            column={2}
            bordered
            empty="-"
            items={[
              { key: 'dealerCode', label: t('claims:dealerCode'), value: claim.dealerCode },
              'vin',
              { key: 'createdAt', value: formatDateTime(claim.createdAt) },
              'remark',
            ]}
          />
          <LinesTable<Line>
            rowKey="partCode"
            dataSource={claim.lines}
            columns={[
              ...partColumns,
              cols.qty('approvedQty'),
              cols.qty('orderedQty'),
              cols.qty('remainingQty'),
            ]}
          />
          <Typography.Title level={5}>{t('claims:history')}</Typography.Title>
          <ApprovalTimeline entries={claim.history} statusKind="majorClaimStatus" />
        </Space>
      )}
      {approval.dialog}
      {claim && (
        <FormDialog<{ qty: Record<string, number | null> }>
          open={ordering}
          title={`${t('claims:major.order')} ${claim.majorClaimNo}`}
          initialValues={{ qty: Object.fromEntries(claim.lines.map((l) => [l.partCode, l.remainingQty])) }}
          successMessage={null}
          onSubmit={async (v) => {
            const lines = claim.lines
              .map((l) => ({ partCode: l.partCode, qty: Number(v.qty[l.partCode] ?? 0) }))
              .filter((l) => l.qty > 0);
            const placed = await orderMajorClaim(claim.id, { lines });
            notify.success(t('claims:major.ordered', { no: placed.dealerOrderNo }));
            setOrdering(false);
            changed(placed.majorClaim);
          }}
          onClose={() => setOrdering(false)}
          name="majorClaimOrder"
          testId="major-claim-order-dialog"
        >
          {claim.lines.map((l) => (
            <Form.Item
              key={l.partCode}
              name={['qty', l.partCode]}
              label={`${l.partCode} ${nameIn(l, language)} (${t('claims:major.remainingQty')} ${l.remainingQty})`}
            >
              <InputNumber min={0} max={l.remainingQty} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ))}
        </FormDialog>
      )}
    </Drawer>
  );
}
