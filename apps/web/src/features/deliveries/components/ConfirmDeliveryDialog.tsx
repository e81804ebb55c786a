import type { Delivery, DeliveryLine } from '@spm/contracts';
import { checkReceiveDate, checkReceiveLine, DATE_FORMAT, errorMessage, nameIn } from '@spm/domain';
import { App, Button, DatePicker, Form, Input, InputNumber, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useBusinessToday } from '../../../app/auth/session';
import { domainLanguage } from '../../../app/language';
import { ActionDialog, ProblemStack } from '../../../shared/ActionDialog';
import { useConfirm } from '../../../shared/confirm';
import { LinesTable } from '../../../shared/LinesTable';
import { useCan } from '../../../shared/PermissionButton';
import { confirmDelivery } from '../api';

interface Row {
  receivedQty: number | null;
  remark: string;
}

/**
 * Receipt confirmation of one delivery (spec §5 "Receiving"): received qty per unconfirmed line
 * (default the receivable qty), a remark required when it differs, a receive date in this business
 * month and not after today. The same rules run on the server; its field errors show on the lines.
 */
export function ConfirmDeliveryDialog({
  delivery,
  onClose,
  onDone,
}: {
  delivery: Delivery | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const confirm = useConfirm();
  const language = domainLanguage(i18n.language);
  const today = useBusinessToday();
  const monthStart = `${today.slice(0, 8)}01`;
  // the receive date may not be before the ship date (nor outside this business month)
  const earliest = delivery && delivery.shipDate > monthStart ? delivery.shipDate : monthStart;
  const lines = (delivery?.lines ?? []).filter((l) => l.receivableQty > 0);
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [receiveDate, setReceiveDate] = useState<Dayjs | null>(dayjs(today));
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another delivery opens
  useEffect(() => {
    setRows(Object.fromEntries(lines.map((l) => [l.id, { receivedQty: l.receivableQty, remark: '' }])));
    setErrors({});
    setDateError(null);
    setProblem(null);
    setReceiveDate(dayjs(today));
  }, [delivery?.id]);

  const set = (id: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id], ...patch } }));

  /** A short receipt offers "open a claim" pre-filled with the ship bill and the missing qty per line (spec §5). */
  const offerClaim = (d: Delivery) => {
    const short = lines
      .map((l) => [l.id, l.receivableQty - Number(rows[l.id].receivedQty)] as const)
      .filter(([, missing]) => missing > 0);
    if (short.length === 0 || !can('dealerClaim:add')) return;
    const query = new URLSearchParams({
      shipBillNo: d.shipBillNo,
      short: short.map(([id, missing]) => `${id}:${missing}`).join(','),
    });
    const key = `short-${d.id}`;
    notification.warning({
      key,
      message: t('deliveries:shortTitle'),
      description: t('deliveries:shortQuestion'),
      duration: 15,
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            navigate(`/claimInquiry/claimEntryDetail?${query}`);
          }}
        >
          {t('deliveries:openClaim')}
        </Button>
      ),
    });
  };

  const submit = async () => {
    if (!delivery) return;
    const date = receiveDate?.format(DATE_FORMAT) ?? '';
    const dateViolation = checkReceiveDate(date, today, delivery.shipDate);
    setDateError(dateViolation ? errorMessage(dateViolation.code, language, dateViolation.params) : null);
    const local: Record<number, string> = {};
    lines.forEach((l, i) => {
      const row = rows[l.id];
      const v = checkReceiveLine({
        receivableQty: l.receivableQty,
        receivedQty: row?.receivedQty ?? Number.NaN,
        remark: row?.remark,
      });
      if (v) local[i] = errorMessage(v.code, language, v.params);
    });
    setErrors(local);
    if (dateViolation || Object.keys(local).length > 0) return;
    const received = lines.reduce((n, l) => n + Number(rows[l.id].receivedQty), 0);
    const short = lines.reduce((n, l) => n + l.receivableQty - Number(rows[l.id].receivedQty), 0);
    confirm({
      content:
        short > 0
          ? t('deliveries:confirmReceiptShort', { received, short })
          : t('deliveries:confirmReceipt', { received }),
      onOk: () => save(delivery, date),
    });
  };

  const save = async (target: Delivery, date: string) => {
    setBusy(true);
    try {
      await confirmDelivery(target.id, {
        receiveDate: date,
        lines: lines.map((l) => ({
          id: l.id,
          receivedQty: Number(rows[l.id].receivedQty),
          remark: rows[l.id].remark || undefined,
        })),
      });
      notify.success(t('deliveries:confirmed'));
      onDone();
      offerClaim(target);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byLine: Record<number, string> = {};
      for (const e of error.errors) {
        const m = /^lines\[(\d+)\]/.exec(e.field);
        if (m) byLine[Number(m[1])] = e.message;
        else if (e.field === 'receiveDate') setDateError(e.message);
      }
      setErrors(byLine);
      if (Object.keys(byLine).length === 0 && !error.errors.some((e) => e.field === 'receiveDate'))
        setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<DeliveryLine> = [
    { title: t('deliveries:partCode'), dataIndex: 'partCode', key: 'partCode', width: 150 },
    {
      title: t('deliveries:partName'),
      key: 'name',
      width: 150,
      render: (_, l) => nameIn(l, language),
    },
    {
      title: t('deliveries:receivableQty'),
      dataIndex: 'receivableQty',
      key: 'receivableQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('deliveries:receivedQty'),
      key: 'receivedQty',
      width: 100,
      render: (_, l, i) => (
        <InputNumber
          size="small"
          min={0}
          max={l.receivableQty}
          precision={0}
          value={rows[l.id]?.receivedQty}
          status={errors[i] ? 'error' : undefined}
          onChange={(v) => set(l.id, { receivedQty: v })}
          aria-label={`${t('deliveries:receivedQty')} ${l.partCode}`}
        />
      ),
    },
    {
      title: t('deliveries:remark'),
      key: 'remark',
      width: 240,
      render: (_, l, i) => {
        const differs = rows[l.id]?.receivedQty !== l.receivableQty;
        return (
          <Space direction="vertical" size={0} style={{ width: '100%' }}>
            <Input
              size="small"
              maxLength={200}
              value={rows[l.id]?.remark}
              placeholder={differs ? t('deliveries:remarkRequired') : undefined}
              status={errors[i] ? 'error' : undefined}
              onChange={(e) => set(l.id, { remark: e.target.value })}
              aria-label={`${t('deliveries:remark')} ${l.partCode}`}
            />
            {errors[i] && <Typography.Text type="danger">{errors[i]}</Typography.Text>}
          </Space>
        );
      },
    },
  ];

  return (
    <ActionDialog
      open={delivery !== null}
      title={`${t('deliveries:confirmTitle')} ${delivery?.shipBillNo ?? ''}`}
      onClose={onClose}
      onOk={submit}
      busy={busy}
      okText={t('deliveries:confirm')}
      width={860}
    >
      <ProblemStack problem={problem}>
        <Form layout="inline">
          <Form.Item
            label={t('deliveries:receiveDate')}
            required
            validateStatus={dateError ? 'error' : undefined}
            help={dateError ?? t('deliveries:receiveDateHint', { from: earliest, to: today })}
          >
            <DatePicker
              value={receiveDate}
              onChange={setReceiveDate}
              allowClear={false}
              disabledDate={(d) => d.format(DATE_FORMAT) < earliest || d.format(DATE_FORMAT) > today}
            />
          </Form.Item>
        </Form>
        <LinesTable<DeliveryLine> columns={columns} dataSource={lines} scroll={{ x: 'max-content' }} />
      </ProblemStack>
    </ActionDialog>
  );
}
