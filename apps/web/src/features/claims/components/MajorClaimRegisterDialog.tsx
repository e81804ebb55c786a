import type { MajorClaimDetail, MajorClaimInput } from '@spm/contracts';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../shared/EditableRows';
import { partCodeColumn, qtyColumn } from '../../../shared/editable-columns';
import { FormDialog } from '../../../shared/FormDialog';
import { FormFields } from '../../../shared/FormFields';
import { createMajorClaim } from '../major-claims-api';
import { claimText } from './ClaimContactFields';

/**
 * Head office registers a major claim (spec §5 "Orders", major claim): number (unique), dealer, a VIN
 * of the vehicle register, remark, and the parts with their approved quantities (pieces, 1 … 99,999,999).
 * The server's coded errors (number exists, VIN not registered, unknown part) land on their fields.
 */
export function MajorClaimRegisterDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (made: MajorClaimDetail) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog<MajorClaimInput, MajorClaimDetail>
      open={open}
      title={t('claims:major.add')}
      width={720}
      initialValues={{ lines: [{ partCode: '', approvedQty: 1 }] }}
      successMessage={t('claims:major.registered')}
      onSubmit={async (v) => {
        const made = await createMajorClaim({ ...v, vin: v.vin.trim().toUpperCase() });
        onSaved(made);
        return made;
      }}
      onClose={onClose}
      name="majorClaimRegister"
      testId="major-claim-register-dialog"
    >
      <FormFields
        fields={[
          claimText('majorClaimNo', t('claims:major.no'), 30),
          claimText('dealerCode', t('claims:dealerCode'), 20),
          { name: 'vin', label: t('claims:major.vin'), rules: [{ required: true, len: 17 }], max: 17 },
          { name: 'remark', label: t('claims:major.remark'), rules: [{ max: 200 }], max: 200 },
        ]}
      />
      <EditableRows
        name="lines"
        newRow={{ approvedQty: 1 }}
        addLabel={t('claims:warehouse.addLine')}
        columns={[
          partCodeColumn(t('claims:partCode'), 260),
          qtyColumn(t('claims:major.approvedQty'), 'approvedQty'),
        ]}
      />
    </FormDialog>
  );
}
