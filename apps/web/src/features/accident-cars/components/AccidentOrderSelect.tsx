import { Button, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import { type AccidentOrderListItem, accidentKeys, fetchAccidentOrders } from '../api';
import { SelectDialog } from './SelectDialog';

/** A field that picks an accident car order through the select dialog (spec §2); shows its order no. */
export function AccidentOrderSelect({
  label,
  onPick,
  disabled,
}: {
  label: string | null;
  onPick: (o: AccidentOrderListItem) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<AccidentOrderListItem> = [
    col.code(t('accidentCars:field.dealerOrderNo'), 'dealerOrderNo'),
    col.status(t('accidentCars:field.status'), 'status', 'orderStatus'),
    col.code(t('accidentCars:field.vin'), 'vin', { width: 170 }),
    col.text(t('accidentCars:field.plateNo'), 'plateNo'),
    col.code(t('accidentCars:field.settlementNo'), 'settlementNo'),
    col.money(t('accidentCars:field.amount'), 'amount'),
  ];
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={label ?? ''} readOnly placeholder={t('accidentCars:select.orderHint')} />
        <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="pick-order">
          {t('accidentCars:select.pick')}
        </Button>
      </Space.Compact>
      <SelectDialog<AccidentOrderListItem>
        open={open}
        title={t('accidentCars:select.orderTitle')}
        queryKey={accidentKeys.orders()}
        fetch={fetchAccidentOrders}
        keywordField="dealerOrderNo"
        keywordLabel={t('accidentCars:field.dealerOrderNo')}
        columns={columns}
        onPick={onPick}
        onClose={() => setOpen(false)}
        testId="order-select"
      />
    </>
  );
}
