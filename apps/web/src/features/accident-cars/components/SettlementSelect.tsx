import { Button, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import { accidentKeys, fetchSettlements, type SettlementListItem } from '../api';
import { SelectDialog } from './SelectDialog';

/** A field that picks a settlement contract through the select dialog; shows its settlement no. */
export function SettlementSelect({
  label,
  onPick,
  disabled,
}: {
  label: string | null;
  onPick: (s: SettlementListItem) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<SettlementListItem> = [
    col.code(t('accidentCars:field.contractNo'), 'contractNo'),
    col.code(t('accidentCars:field.settlementNo'), 'settlementNo'),
    col.code(t('accidentCars:field.vin'), 'vin', { width: 170 }),
    col.text(t('accidentCars:field.shopName'), 'shopName'),
    col.date(t('accidentCars:field.signingDate'), 'signingDate'),
    col.money(t('accidentCars:field.preDiscountTotal'), 'preDiscountTotal'),
    col.money(t('accidentCars:field.totalAmount'), 'totalAmount'),
  ];
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={label ?? ''} readOnly placeholder={t('accidentCars:select.settlementHint')} />
        <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="pick-settlement">
          {t('accidentCars:select.pick')}
        </Button>
      </Space.Compact>
      <SelectDialog<SettlementListItem>
        open={open}
        title={t('accidentCars:select.settlementTitle')}
        queryKey={accidentKeys.settlements()}
        fetch={fetchSettlements}
        keywordField="contractNo"
        keywordLabel={t('accidentCars:field.contractNo')}
        columns={columns}
        onPick={onPick}
        onClose={() => setOpen(false)}
        testId="settlement-select"
      />
    </>
  );
}
