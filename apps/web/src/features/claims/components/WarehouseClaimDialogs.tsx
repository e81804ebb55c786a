import type { WarehouseClaimDetail } from '@spm/contracts';
import { WAREHOUSE_CLAIM_DECISIONS } from '@spm/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { auditWarehouseClaim, receiveWarehouseClaim } from '../warehouse-claims-api';
import { ClaimAuditDialog } from './ClaimAuditDialog';

interface DialogProps {
  claim: WarehouseClaimDetail | null;
  onClose: () => void;
  onDone: (claim: WarehouseClaimDetail) => void;
}

/**
 * Head office's audit of an in-warehouse claim (spec §4: when unaudited, reparation or change):
 * decision reparation / change / return, claim judge 1-4 and the audit note, required for a return.
 * Open while `claim` is set.
 */
export function AuditWarehouseClaimDialog({ claim, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ClaimAuditDialog
      claim={claim}
      no={claim?.warehouseClaimNo}
      decisions={WAREHOUSE_CLAIM_DECISIONS.map((d) => ({
        value: d,
        label: t(`claims:warehouse.decisions.${d}`),
      }))}
      noteRequiredFor="return"
      audit={(c, values) => auditWarehouseClaim(c.id, { version: c.version, ...values })}
      onClose={onClose}
      onDone={onDone}
      name="warehouseClaimAudit"
      testIdPrefix="warehouse-claim"
    />
  );
}

/**
 * The warehouse receives the returned parts of a claim in return state back into a storage location
 * (spec §4 "receive only in return state"), which completes the claim. Open while `claim` is set.
 */
export function ReceiveWarehouseClaimDialog({ claim, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ storageCode: string }, WarehouseClaimDetail>
      open={claim !== null}
      title={`${t('claims:warehouse.receive')} ${claim?.warehouseClaimNo ?? ''}`}
      confirm={() => t('claims:warehouse.confirmReceive')}
      successMessage={t('claims:warehouse.received')}
      onSubmit={async (v) => {
        const c = claim as WarehouseClaimDetail;
        const done = await receiveWarehouseClaim(c.id, c.version, v.storageCode.trim());
        onDone(done);
        return done;
      }}
      onClose={onClose}
      name="warehouseClaimReceive"
      testId="warehouse-claim-receive-dialog"
    >
      <Form.Item
        name="storageCode"
        label={t('claims:warehouse.storageCode')}
        rules={[{ required: true, whitespace: true, max: 30 }]}
      >
        <Input maxLength={30} />
      </Form.Item>
    </FormDialog>
  );
}
