import type { Delivery, DeliveryLine } from '@spm/contracts';
import { Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import { LinesTable } from '../../../shared/LinesTable';
import { StatusTag } from '../../../shared/StatusTag';

/** Delivery state: 0 awaiting the dealer's confirmation, 1 confirmed. */
const DELIVERY_TONES = { 0: 'processing', 1: 'success' } as const;

/**
 * Header columns of a ship bill / delivery (spec §2 "dealer receive confirm"), with the order status
 * (virtual receive), the container or vehicle number and the logistics confirmation status.
 */
export function useDeliveryColumns(): ColumnsType<Delivery> {
  const { t, i18n } = useTranslation();
  const zh = i18n.language !== 'en-US';
  return [
    col.code<Delivery>(t('deliveries:shipBillNo'), 'shipBillNo', { sorter: true, width: 160 }),
    col.code<Delivery>(t('deliveries:dealerOrderNo'), 'dealerOrderNo', { sorter: true }),
    col.status<Delivery>(t('deliveries:orderType'), 'orderType', 'orderType', { width: 100 }),
    {
      title: t('deliveries:sendingWarehouse'),
      key: 'warehouse',
      width: 160,
      render: (_, d) =>
        `${d.sendingWarehouseCode} ${zh ? d.sendingWarehouseNameZh : d.sendingWarehouseNameEn}`,
    },
    col.date<Delivery>(t('deliveries:shipDate'), 'shipDate', { sorter: true }),
    col.qty<Delivery>(t('deliveries:deliveryQty'), 'deliveryQty'),
    col.qty<Delivery>(t('deliveries:receivedQty'), 'receivedQty'),
    col.money<Delivery>(t('deliveries:amount'), 'amount'),
    col.text<Delivery>(t('deliveries:status'), 'status', {
      width: 90,
      render: (v: number) => (
        <StatusTag value={v} tones={DELIVERY_TONES} label={t(`deliveries:state.${v}`)} />
      ),
    }),
    col.date<Delivery>(t('deliveries:receiveDate'), 'receiveDate'),
    col.status<Delivery>(t('deliveries:orderStatus'), 'orderStatus', 'orderStatus', { width: 130 }),
    col.code<Delivery>(t('deliveries:containerNo'), 'containerNo', { width: 140 }),
    col.status<Delivery>(t('deliveries:logisticsStatus'), 'logisticsStatus', 'logisticsStatus', {
      width: 110,
    }),
  ];
}

/** The lines of a ship bill: shipped, receivable, received, remark. */
export function DeliveryLinesTable({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language !== 'en-US';
  const columns: ColumnsType<DeliveryLine> = [
    col.code<DeliveryLine>(t('deliveries:partCode'), 'partCode'),
    {
      title: t('deliveries:partName'),
      key: 'name',
      width: 180,
      render: (_, l) => (zh ? l.nameZh : l.nameEn),
    },
    col.qty<DeliveryLine>(t('deliveries:shippedQty'), 'shippedQty'),
    col.qty<DeliveryLine>(t('deliveries:receivableQty'), 'receivableQty'),
    col.qty<DeliveryLine>(t('deliveries:receivedQty'), 'receivedQty'),
    col.date<DeliveryLine>(t('deliveries:receiveDate'), 'receiveDate'),
    col.text<DeliveryLine>(t('deliveries:remark'), 'remark'),
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
    <Modal
      open={delivery !== null}
      title={`${t('deliveries:shipBillNo')} ${delivery?.shipBillNo ?? ''}`}
      onCancel={onClose}
      footer={null}
      width={860}
    >
      {delivery && <DeliveryLinesTable delivery={delivery} />}
    </Modal>
  );
}
