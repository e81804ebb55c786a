import type { PurchaseOrderDetail, PurchaseOrderItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import { DatePicker, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBusinessToday } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { LineCell } from '../../../shared/LineCell';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { confirmSupplierOrder, createAsn, fetchSupplierOrder, purchasingKeys, purchasingLists } from '../api';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { poAllows } from './PurchaseOrderListPage';

type Line = PurchaseOrderDetail['lines'][number];
interface ConfirmForm {
  lines: { lineId: number; promisedDate: Dayjs }[];
}
interface ShipForm {
  lines: { poLineId: number; qty: number; boxes?: string }[];
}

/** Box quantities typed as `10, 10, 5` (comma, space or plus between); none: one box. */
export function parseBoxes(text: string | undefined): number[] | undefined {
  const parts = (text ?? '').split(/[\s,，+]+/).filter(Boolean);
  return parts.length ? parts.map(Number) : undefined;
}

/**
 * The supplier portal's purchase orders (issue 17 §6): only the signed-in supplier's; it confirms a
 * placed order with a promised date per line, and ships a confirmed one with a shipping notice (qty
 * per line, split into boxes, one label per box) that opens the receipt at the warehouse.
 */
export default function SupplierOrderPage() {
  const { t, cols, search } = useListKit('purchasing:');
  const navigate = useNavigate();
  const today = useBusinessToday();
  const refresh = useRefresh(purchasingKeys.supplierOrders, purchasingKeys.asns);
  const [detail, setDetail] = useState<PurchaseOrderDetail | null>(null);
  const [confirming, setConfirming] = useState<PurchaseOrderDetail | null>(null);
  const [shipping, setShipping] = useState<PurchaseOrderDetail | null>(null);
  const toShip = (shipping?.lines ?? []).filter((l) => l.qty - l.shippedQty > 0);

  const columns: ColumnsType<PurchaseOrderItem> = [
    cols.link('poNo', async (r) => setDetail(await fetchSupplierOrder(r.id)), {
      testId: 'supplier-po-open',
    }),
    cols.status('status', 'poStatus'),
    col.code(t('purchasing:warehouse'), 'warehouseCode', { width: 90 }),
    cols.code('currency', { width: 70 }),
    cols.money('totalAmount'),
    cols.qty('orderedQty'),
    cols.qty('receivedQty'),
    cols.qty('openQty'),
    cols.dateTime('placedAt'),
    cols.actions<PurchaseOrderItem>((r) => [
      {
        key: 'confirm',
        label: t('common:action.confirm'),
        permission: perm('supplierOrder', 'confirm'),
        hidden: !poAllows('confirm', r.status),
        testId: 'supplier-po-confirm',
        onClick: async () => setConfirming(await fetchSupplierOrder(r.id)),
      },
      {
        key: 'ship',
        label: t('purchasing:ship'),
        permission: perm('supplierOrder', 'ship'),
        hidden: !poAllows('ship', r.status) || r.openQty === 0,
        testId: 'supplier-po-ship',
        onClick: async () => setShipping(await fetchSupplierOrder(r.id)),
      },
    ]),
  ];
  const lineColumns: ColumnsType<Line> = [cols.code('partCode'), cols.partName(), cols.qty('qty')];

  return (
    <>
      <ListPage<PurchaseOrderItem>
        source={purchasingLists.supplierOrders}
        columns={columns}
        searchFields={[search.text('poNo', 20), search.status('poStatus')]}
      />
      <PurchaseOrderDrawer order={detail} onClose={() => setDetail(null)} />
      <FormDialog<ConfirmForm>
        open={confirming !== null}
        title={`${t('common:action.confirm')} ${confirming?.poNo ?? ''}`}
        name="poConfirm"
        testId="po-confirm-dialog"
        width={720}
        initialValues={{
          lines: (confirming?.lines ?? []).map((l) => ({
            lineId: l.id,
            promisedDate: l.promisedDate ? dayjs(l.promisedDate) : dayjs(today).add(7, 'day'),
          })),
        }}
        confirm={() => t('purchasing:confirmConfirm', { no: confirming?.poNo })}
        onClose={() => setConfirming(null)}
        onSubmit={async (v) => {
          if (!confirming) return;
          await confirmSupplierOrder(confirming.id, {
            version: confirming.version,
            lines: v.lines.map((l) => ({
              lineId: l.lineId,
              promisedDate: l.promisedDate.format('YYYY-MM-DD'),
            })),
          });
          await refresh();
        }}
      >
        <LinesTable<Line>
          dataSource={confirming?.lines ?? []}
          columns={[
            ...lineColumns,
            {
              title: t('purchasing:promisedDate'),
              key: 'promisedDate',
              width: 170,
              render: (_: unknown, _l: Line, i: number) => (
                <LineCell index={i} field="promisedDate" idField="lineId" rules={[{ required: true }]}>
                  <DatePicker
                    disabledDate={(d) => d.format('YYYY-MM-DD') < today}
                    data-testid={`promised-date-${i}`}
                  />
                </LineCell>
              ),
            },
          ]}
        />
      </FormDialog>
      <FormDialog<ShipForm>
        open={shipping !== null}
        title={`${t('purchasing:ship')} ${shipping?.poNo ?? ''}`}
        name="asn"
        testId="asn-dialog"
        width={820}
        initialValues={{
          lines: toShip.map((l) => ({ poLineId: l.id, qty: l.qty - l.shippedQty })),
        }}
        confirm={() => t('purchasing:confirmShip', { no: shipping?.poNo })}
        onClose={() => setShipping(null)}
        onSubmit={async (v) => {
          if (!shipping) return;
          const asn = await createAsn({
            poId: shipping.id,
            lines: v.lines.map((l) => ({ poLineId: l.poLineId, qty: l.qty, boxes: parseBoxes(l.boxes) })),
          });
          await refresh();
          navigate(`/supplier/shippingNotices?asnNo=${asn.asnNo}`);
        }}
        footer={t('purchasing:boxesHint')}
      >
        <LinesTable<Line>
          dataSource={toShip}
          columns={[
            ...lineColumns,
            cols.qty('shippedQty'),
            {
              title: t('purchasing:shipQty'),
              key: 'shipQty',
              width: 120,
              render: (_: unknown, l: Line, i: number) => (
                <LineCell index={i} field="qty" idField="poLineId" rules={[{ required: true }]}>
                  <InputNumber
                    min={0}
                    max={l.qty - l.shippedQty}
                    precision={0}
                    data-testid={`ship-qty-${i}`}
                  />
                </LineCell>
              ),
            },
            {
              title: t('purchasing:boxes'),
              key: 'boxes',
              width: 180,
              render: (_: unknown, _l: Line, i: number) => (
                <LineCell index={i} field="boxes">
                  <Input placeholder="10, 10" maxLength={300} data-testid={`ship-boxes-${i}`} />
                </LineCell>
              ),
            },
          ]}
        />
      </FormDialog>
    </>
  );
}
