import { CheckOutlined } from '@ant-design/icons';
import type { PickBillLine } from '@spm/contracts';
import { checkPickedQty, errorMessage, nameIn, perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Drawer, InputNumber, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { currentLanguage } from '../../../app/i18n';
import { domainLanguage } from '../../../app/language';
import { useConfirm } from '../../../shared/confirm';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { PermissionButton } from '../../../shared/PermissionButton';
import { useDetail } from '../../../shared/use-detail';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { confirmPickBill, fetchPickBill, printPaths, warehouseKeys } from '../api';
import { PrintButton } from './PrintDialog';

/** Field errors of `lines[i].<field>` answers, by line index. */
export function lineErrors(error: unknown): Record<number, string> {
  const out: Record<number, string> = {};
  if (!isApiError(error)) return out;
  for (const e of error.errors) {
    const m = /^lines\[(\d+)\]/.exec(e.field);
    if (m) out[Number(m[1])] = e.message;
  }
  return out;
}

/**
 * A pick bill: lines in storage-location order; while open, the picked qty of each line can be
 * entered (default: the qty to pick) and confirmed; the pick list prints as PDF.
 */
export function PickBillDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const language = domainLanguage(i18n.language);
  const query = useDetail(id, warehouseKeys.pickBill, fetchPickBill);
  const bill = query.data;
  const [picked, setPicked] = useState<Record<number, number | null>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setPicked(Object.fromEntries((bill?.lines ?? []).map((l) => [l.id, l.pickedQty ?? l.qty])));
    setErrors({});
  }, [bill]);
  const open = bill?.status === 0;
  const confirmDialog = useConfirm();
  const orderNo = useOrderNoColumn<PickBillLine>(t('warehouse:order.dealerOrderNo'), 'dealerOrderNo', {
    width: 140,
  });

  const confirm = async () => {
    if (!bill) return;
    const lines = bill.lines.map((l) => ({ id: l.id, pickedQty: picked[l.id] ?? Number.NaN }));
    const local: Record<number, string> = {};
    lines.forEach((l, i) => {
      const v = checkPickedQty({
        partCode: bill.lines[i].partCode,
        qty: bill.lines[i].qty,
        pickedQty: l.pickedQty,
      });
      if (v) local[i] = errorMessage(v.code, currentLanguage(), v.params);
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const short = bill.lines.reduce((n, l, i) => n + l.qty - lines[i].pickedQty, 0);
    // a short pick sends the rest back to be released again: it is confirmed with the short qty stated
    if (short > 0)
      confirmDialog({
        content: t('warehouse:pick.confirmShort', { short }),
        onOk: () => save(bill.id, lines),
      });
    else await save(bill.id, lines);
  };

  const save = async (billId: number, lines: { id: number; pickedQty: number }[]) => {
    setBusy(true);
    try {
      await confirmPickBill(billId, lines);
      notify.success(t('warehouse:pick.confirmed'));
      await client.invalidateQueries({ queryKey: ['warehouse'] });
    } catch (error) {
      const byLine = lineErrors(error);
      setErrors(byLine);
      if (Object.keys(byLine).length === 0 && isApiError(error)) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<PickBillLine> = [
    { title: t('warehouse:line.no'), key: 'no', width: 44, align: 'right', render: (_, __, i) => i + 1 },
    { title: t('warehouse:line.storageCode'), dataIndex: 'storageCode', key: 'storageCode', width: 90 },
    { title: t('warehouse:line.partCode'), dataIndex: 'partCode', key: 'partCode', width: 150 },
    { title: t('warehouse:line.partName'), key: 'name', render: (_, l) => nameIn(l, language) },
    orderNo,
    { title: t('warehouse:line.qtyToPick'), dataIndex: 'qty', key: 'qty', align: 'right', width: 70 },
    {
      title: t('warehouse:line.pickedQty'),
      key: 'pickedQty',
      width: 110,
      render: (_, l, i) =>
        open ? (
          <Space direction="vertical" size={0}>
            <InputNumber
              size="small"
              min={0}
              max={l.qty}
              precision={0}
              value={picked[l.id]}
              status={errors[i] ? 'error' : undefined}
              onChange={(v) => setPicked((p) => ({ ...p, [l.id]: v }))}
              aria-label={`${t('warehouse:line.pickedQty')} ${l.partCode}`}
            />
            {errors[i] && <Typography.Text type="danger">{errors[i]}</Typography.Text>}
          </Space>
        ) : (
          l.pickedQty
        ),
    },
    {
      title: t('warehouse:line.boxedQty'),
      dataIndex: 'boxedQty',
      key: 'boxedQty',
      align: 'right',
      width: 70,
    },
  ];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={980}
      title={bill ? `${t('warehouse:pick.bill')} ${bill.pickBillNo}` : t('warehouse:pick.bill')}
      loading={query.isLoading}
      extra={
        bill && (
          <Space>
            <PrintButton path={printPaths.pickBill(bill.id)} label={t('warehouse:pick.printList')} />
            {open && (
              <PermissionButton
                code={perm('pickBill', 'confirm')}
                type="primary"
                icon={<CheckOutlined />}
                loading={busy}
                onClick={confirm}
              >
                {t('warehouse:pick.confirm')}
              </PermissionButton>
            )}
          </Space>
        )
      }
    >
      {bill && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('warehouse:pick.warehouse')}>
              {bill.warehouseCode} {nameIn(bill, language, 'warehouseName')}
            </Descriptions.Item>
            <Descriptions.Item label={t('warehouse:pick.status')}>
              <Tag color={open ? 'processing' : 'success'}>{t(`warehouse:pick.state.${bill.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('warehouse:pick.createdAt')}>
              {formatDateTime(bill.createdAt)}
            </Descriptions.Item>
          </Descriptions>
          <LinesTable<PickBillLine> columns={columns} dataSource={bill.lines} scroll={{ x: 'max-content' }} />
        </>
      )}
    </Drawer>
  );
}
