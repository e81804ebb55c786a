import type { Delivery, DeliveryLine } from '@spm/contracts';
import { nameIn } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { titledColumns } from '../../../shared/columns';
import { LinesTable } from '../../../shared/LinesTable';
import { StatusTag } from '../../../shared/StatusTag';
import { ViewDialog } from '../../../shared/ViewDialog';

/** Delivery state: 0 awaiting the dealer's confirmation, 1 confirmed. */
const DELIVERY_TONES = { 0: 'processing', 1: 'success' } as const;

/**
 * Header columns of a ship bill / delivery (spec §2 "dealer receive confirm"), with the order status
 * (virtual receive), the container or vehicle number and the logistics confirmation status.
 */
export function useDeliveryColumns(): ColumnsType<Delivery> {
  const { t, i18n } = useTranslation();
  const cols = titledColumns(t, 'deliveries:');
  const language = domainLanguage(i18n.language);
  return [
    cols.code<Delivery>('shipBillNo', { sorter: true, width: 160 }),
    cols.code<Delivery>('dealerOrderNo', { sorter: true }),
    cols.status<Delivery>('orderType', 'orderType', { width: 100 }),
    {
      title: t('deliveries:sendingWarehouse'),
      key: 'warehouse',
      width: 160,
      render: (_, d) => `${d.sendingWarehouseCode} ${nameIn(d, language, 'sendingWarehouseName')}`,
    },
    cols.date<Delivery>('shipDate', { sorter: true }),
    cols.qty<Delivery>('deliveryQty'),
    cols.qty<Delivery>('receivedQty'),
    cols.money<Delivery>('amount'),
    cols.text<Delivery>('status', {
      width: 90,
      render: (v: number) => (
        <StatusTag value={v} tones={DELIVERY_TONES} label={t(`deliveries:state.${v}`)} />
      ),
    }),
    cols.date<Delivery>('receiveDate'),
    cols.status<Delivery>('orderStatus', 'orderStatus', { width: 130 }),
    cols.code<Delivery>('containerNo', { width: 140 }),
    cols.status<Delivery>('logisticsStatus', 'logisticsStatus', {
      width: 110,
    }),
  ];
}

/** The lines of a ship bill: shipped, receivable, received, remark. */
export function DeliveryLinesTable({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation();
  const cols = titledColumns(t, 'deliveries:');
  const language = domainLanguage(i18n.language);
  const columns: ColumnsType<DeliveryLine> = [
    cols.code<DeliveryLine>('partCode'),
    {
      title: t('deliveries:partName'),
      key: 'name',
      width: 180,
      render: (_, l) => nameIn(l, language),
    },
    cols.qty<DeliveryLine>('shippedQty'),
    cols.qty<DeliveryLine>('receivableQty'),
    cols.qty<DeliveryLine>('receivedQty'),
    cols.date<DeliveryLine>('receiveDate'),
    cols.text<DeliveryLine>('remark'),
  ];
  return <LinesTable<DeliveryLine> columns={columns} dataSource={delivery.lines} />;
}

/** A ship bill's lines in a modal titled with its number; open while `delivery` is set. */
export function DeliveryLinesModal({
  delivery,
  onClose,
}: {
  delivery: Delivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ViewDialog
      open={delivery !== null}
      title={`${t('deliveries:shipBillNo')} ${delivery?.shipBillNo ?? ''}`}
      onClose={onClose}
      width={860}
    >
      {delivery && <DeliveryLinesTable delivery={delivery} />}
    </ViewDialog>
  );
}
