import { PlusOutlined } from '@ant-design/icons';
import type { PickBillLine } from '@spm/contracts';
import { QTY_MAX } from '@spm/contracts';
import { checkBoxing, errorMessage, nameIn } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { currentLanguage } from '../../../app/i18n';
import { domainLanguage } from '../../../app/language';
import { ActionDialog, ProblemStack } from '../../../shared/ActionDialog';
import { LinesTable } from '../../../shared/LinesTable';
import { useDetail } from '../../../shared/use-detail';
import { createShipBoxes, fetchPickBill, warehouseKeys } from '../api';

/** qty[lineId][box] per order; each order has its own boxes (a box holds one order's pieces). */
type Plan = Record<number, { boxes: number; qty: Record<number, (number | null)[]> }>;

/**
 * Boxing of a confirmed pick bill: per order, the unboxed lines and one column per box; a line may be
 * split over several boxes. Starts with everything in one box per order.
 */
export function BoxingDialog({ pickBillId, onClose }: { pickBillId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const language = domainLanguage(i18n.language);
  const query = useDetail(pickBillId, warehouseKeys.pickBill, fetchPickBill);
  const lines = useMemo(
    () => (query.data?.lines ?? []).filter((l) => (l.pickedQty ?? 0) > l.boxedQty),
    [query.data],
  );
  const orders = useMemo(() => [...new Set(lines.map((l) => l.dealerOrderId))], [lines]);
  const [plan, setPlan] = useState<Plan>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const next: Plan = {};
    for (const l of lines) {
      next[l.dealerOrderId] ??= { boxes: 1, qty: {} };
      next[l.dealerOrderId].qty[l.id] = [(l.pickedQty ?? 0) - l.boxedQty];
    }
    setPlan(next);
    setProblem(null);
  }, [lines]);

  const setQty = (orderId: number, lineId: number, box: number, value: number | null) =>
    setPlan((p) => {
      const order = p[orderId];
      const row = [...(order.qty[lineId] ?? [])];
      row[box] = value;
      return { ...p, [orderId]: { ...order, qty: { ...order.qty, [lineId]: row } } };
    });
  const addBox = (orderId: number) =>
    setPlan((p) => ({ ...p, [orderId]: { ...p[orderId], boxes: p[orderId].boxes + 1 } }));

  const submit = async () => {
    if (pickBillId === null) return;
    const boxes = orders.flatMap((orderId) => {
      const o = plan[orderId];
      return Array.from({ length: o?.boxes ?? 0 }, (_, b) => ({
        lines: lines
          .filter((l) => l.dealerOrderId === orderId && (o.qty[l.id]?.[b] ?? 0) > 0)
          .map((l) => ({ pickBillLineId: l.id, qty: Number(o.qty[l.id]?.[b]) })),
      })).filter((box) => box.lines.length > 0);
    });
    const violations = checkBoxing(
      lines.map((l) => ({
        pickBillLineId: String(l.id),
        partCode: l.partCode,
        pickedQty: (l.pickedQty ?? 0) - l.boxedQty,
      })),
      boxes.map((b) => ({
        lines: b.lines.map((x) => ({ pickBillLineId: String(x.pickBillLineId), qty: x.qty })),
      })),
    );
    if (boxes.length === 0) return setProblem(errorMessage('BOX_EMPTY', currentLanguage()));
    if (violations.length > 0)
      return setProblem(errorMessage(violations[0].code, currentLanguage(), violations[0].params));
    setBusy(true);
    try {
      const created = await createShipBoxes(pickBillId, boxes);
      notify.success(t('warehouse:box.created', { boxes: created.boxes.map((b) => b.boxNo).join(', ') }));
      await client.invalidateQueries({ queryKey: ['warehouse'] });
      onClose();
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columnsFor = (orderId: number): ColumnsType<PickBillLine> => [
    { title: t('warehouse:line.storageCode'), dataIndex: 'storageCode', key: 's', width: 90 },
    { title: t('warehouse:line.partCode'), dataIndex: 'partCode', key: 'p', width: 150 },
    { title: t('warehouse:line.partName'), key: 'n', render: (_, l) => nameIn(l, language) },
    {
      title: t('warehouse:box.remaining'),
      key: 'r',
      align: 'right',
      width: 70,
      render: (_, l) => (l.pickedQty ?? 0) - l.boxedQty,
    },
    ...Array.from({ length: plan[orderId]?.boxes ?? 0 }, (_, b) => ({
      title: t('warehouse:box.boxN', { n: b + 1 }),
      key: `box${b}`,
      width: 90,
      render: (_: unknown, l: PickBillLine) => (
        <InputNumber
          size="small"
          min={0}
          max={QTY_MAX}
          precision={0}
          value={plan[orderId]?.qty[l.id]?.[b] ?? null}
          onChange={(v) => setQty(orderId, l.id, b, v)}
          aria-label={`${t('warehouse:box.boxN', { n: b + 1 })} ${l.partCode}`}
        />
      ),
    })),
  ];

  return (
    <ActionDialog
      open={pickBillId !== null}
      title={`${t('warehouse:box.title')} ${query.data?.pickBillNo ?? ''}`}
      onClose={onClose}
      onOk={submit}
      busy={busy}
      okText={t('warehouse:box.submit')}
      width={960}
    >
      <ProblemStack problem={problem}>
        {orders.map((orderId) => {
          const orderLines = lines.filter((l) => l.dealerOrderId === orderId);
          return (
            <Card
              key={orderId}
              size="small"
              title={`${t('warehouse:order.dealerOrderNo')} ${orderLines[0]?.dealerOrderNo ?? ''} · ${orderLines[0]?.dealerCode ?? ''}`}
              extra={
                <Button size="small" icon={<PlusOutlined />} onClick={() => addBox(orderId)}>
                  {t('warehouse:box.addBox')}
                </Button>
              }
            >
              <LinesTable<PickBillLine>
                columns={columnsFor(orderId)}
                dataSource={orderLines}
                scroll={{ x: 'max-content' }}
              />
            </Card>
          );
        })}
      </ProblemStack>
    </ActionDialog>
  );
}
