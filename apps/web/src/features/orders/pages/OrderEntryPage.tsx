import {
  CheckOutlined,
  DeleteOutlined,
  ExportOutlined,
  PlusOutlined,
  RollbackOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type { OrderInput } from '@spm/contracts';
import { errorMessage, perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { currentLanguage } from '../../../app/i18n';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { applyServerErrors } from '../../../shared/form-errors';
import { PermissionButton, useCan } from '../../../shared/PermissionButton';
import { useDetail } from '../../../shared/use-detail';
import { AbnormalDemandAdvisory } from '../../master-data/components/AbnormalDemandAdvisory';
import {
  createOrder,
  type DealerOrderDetail,
  downloadOrderLines,
  fetchOrder,
  orderImportPath,
  orderKeys,
  updateOrder,
} from '../api';
import { CreditLabels } from '../components/CreditLabels';
import { type HeaderValues, OrderHeaderForm } from '../components/OrderHeaderForm';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { newLine, useOrderLines } from '../use-order-lines';
import { useSubmitOrder } from '../use-submit-order';

const LIST_PATH = '/orderEntry/orderTracking';

/**
 * Dealer order input (spec §2 `/orderEntry/orderEntryDetail`, hidden): header and lines of a
 * temporary order; add/delete lines, import, save, submit (credit shortfall explained in a dialog),
 * export, return; the three credit labels refresh after every save and submit. `?id=` opens a saved
 * order, `?partCode=` starts a new one with that part (the stock query's order button).
 */
export default function OrderEntryPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = useCan();
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const prefill = params.get('partCode');
  const agent = !me.dealerCode && can(perm('orderEntry', 'agent'));
  const [form] = Form.useForm<HeaderValues>();
  const [order, setOrder] = useState<DealerOrderDetail | null>(null);
  const [dealerType, setDealerType] = useState<string | null>(me.dealerType ?? null);
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const orderType = Form.useWatch('orderType', form) ?? 'Normal';
  const transportType = Form.useWatch('transportType', form);
  const orderWarehouseCode = Form.useWatch('orderWarehouseCode', form);
  const dealerCode = Form.useWatch('dealerCode', form) ?? order?.dealerCode;
  const grid = useOrderLines({
    orderType,
    transportType,
    orderWarehouseCode,
    dealerCode: agent ? dealerCode : undefined,
    ready: !agent || !!dealerCode,
  });
  const readOnly = order !== null && order.status !== 0;
  const creditDealer = agent ? (dealerCode ?? null) : null;

  const loaded = useDetail(id, orderKeys.detail, fetchOrder);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded order
  useEffect(() => {
    const o = loaded.data;
    if (!o) return;
    setOrder(o);
    setDealerType(o.dealerType);
    form.setFieldsValue({
      dealerCode: o.dealerCode,
      orderType: o.orderType,
      orderWarehouseCode: o.orderWarehouseCode,
      receivingWarehouseCode: o.receivingWarehouseCode ?? undefined,
      transportType: o.transportType ?? undefined,
      acceptBackorder: o.acceptBackorder,
      vin: o.vin ?? undefined,
      carNumber: o.carNumber ?? undefined,
      contact: o.contact ?? undefined,
      contactPhone: o.contactPhone ?? undefined,
      approvalNo: o.approvalNo ?? undefined,
      dfsPurchaseCode: o.dfsPurchaseCode ?? undefined,
      remark: o.remark ?? undefined,
    });
    grid.setLines(o.lines.length > 0 ? o.lines.map((l) => newLine(l.partCode, l.qty)) : [newLine()]);
  }, [loaded.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order starts once
  useEffect(() => {
    if (id !== null) return;
    const warehouse = me.currentWarehouseCode ?? me.warehouses[0]?.code;
    form.setFieldsValue({
      orderType: 'Normal',
      acceptBackorder: true,
      orderWarehouseCode: warehouse,
      receivingWarehouseCode: warehouse,
    });
    if (prefill) grid.setLines([newLine(prefill.toUpperCase(), null)]);
  }, [id]);

  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      client.invalidateQueries({ queryKey: ['credit'] }),
    ]);
  };

  /** Saves the order as a temporary order; answers it, or null when a rule refused it (shown on the fields). */
  const save = async (): Promise<DealerOrderDetail | null> => {
    const limit = grid.limitProblem();
    if (limit) {
      notify.error(limit);
      return null;
    }
    let header: HeaderValues;
    try {
      header = await form.validateFields();
    } catch {
      return null;
    }
    const body: OrderInput = {
      ...header,
      dealerCode: agent ? header.dealerCode : undefined,
      acceptBackorder: header.acceptBackorder ?? true,
      orderWarehouseCode: header.orderWarehouseCode ?? '',
      lines: grid.payload(),
    };
    setSaving(true);
    try {
      const saved = order
        ? await updateOrder(order.id, { ...body, version: order.version })
        : await createOrder(body);
      setOrder(saved);
      if (!order) setParams({ id: String(saved.id) }, { replace: true });
      client.setQueryData(orderKeys.detail(saved.id), saved);
      await refresh();
      return saved;
    } catch (error) {
      if (isApiError(error) && error.errors.some((e) => e.field.startsWith('lines['))) {
        grid.markErrors(error.errors);
        if (!error.errors.some((e) => !e.field.startsWith('lines['))) notify.error(error.message);
      }
      applyServerErrors(
        form,
        isApiError(error)
          ? { ...error, errors: error.errors.filter((e) => !e.field.startsWith('lines[')) }
          : error,
      );
      return null;
    } finally {
      setSaving(false);
    }
  };

  const submitter = useSubmitOrder({
    onDone: async (result) => {
      await refresh();
      if (result) {
        notify.success(t('orders:submit.done', { no: result.dealerOrderNo }));
        navigate(LIST_PATH);
      }
    },
  });

  const submit = async () => {
    // the server's rule (ORDER_LINES_REQUIRED), checked first so that no empty draft is saved
    if (grid.payload().length === 0) {
      notify.error(errorMessage('ORDER_LINES_REQUIRED', currentLanguage()));
      return;
    }
    const saved = await save();
    if (saved) submitter.submit(saved.id, saved.version);
  };

  const deleteLines = () =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('orders:entry.confirmDeleteLines', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: () => {
        grid.remove(selected);
        setSelected([]);
      },
    });

  const exportLines = async () => {
    if (!order) return;
    try {
      await downloadOrderLines(order.id);
    } catch {
      // shown by the client
    }
  };

  return (
    <div className="spm-page" data-testid="order-entry">
      <Card size="small" styles={{ body: { padding: '8px 12px' } }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Space>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {order ? (order.dealerOrderNo ?? order.tempOrderNo) : t('orders:entry.newOrder')}
            </Typography.Title>
            {order && <OrderStatusTag status={order.status} vorApprovalStatus={order.vorApprovalStatus} />}
            {order?.agentEntered && <Tag color="purple">{t('orders:agentEntered')}</Tag>}
          </Space>
          <Space wrap>
            <PermissionButton
              code={perm('orderEntry', 'add')}
              icon={<PlusOutlined />}
              disabled={readOnly}
              onClick={() => grid.add()}
              data-testid="add-line"
            >
              {t('orders:entry.addLine')}
            </PermissionButton>
            <PermissionButton
              code={perm('orderEntry', 'edit')}
              icon={<DeleteOutlined />}
              disabled={readOnly || selected.length === 0}
              onClick={deleteLines}
            >
              {t('orders:entry.deleteLines')}
            </PermissionButton>
            <ExcelImportButton
              url={orderImportPath}
              permission={perm('orderEntry', 'import')}
              templateKey="dealerOrderImport"
              onImported={(r) => r.failed === 0 && navigate(LIST_PATH)}
            />
            <PermissionButton
              code={perm('orderEntry', 'save')}
              icon={<SaveOutlined />}
              loading={saving}
              disabled={readOnly}
              onClick={() => void save().then((o) => o && notify.success(t('common:message.saved')))}
              data-testid="save-order"
            >
              {t('common:action.save')}
            </PermissionButton>
            <PermissionButton
              code={perm('orderEntry', 'submit')}
              type="primary"
              icon={<CheckOutlined />}
              loading={submitter.busy}
              disabled={readOnly}
              onClick={submit}
              data-testid="submit-order"
            >
              {t('common:action.submit')}
            </PermissionButton>
            <PermissionButton
              code={perm('orderEntry', 'export')}
              icon={<ExportOutlined />}
              disabled={!order}
              onClick={exportLines}
            >
              {t('common:action.export')}
            </PermissionButton>
            <Button icon={<RollbackOutlined />} onClick={() => navigate(LIST_PATH)}>
              {t('common:action.return')}
            </Button>
          </Space>
        </Space>
      </Card>
      <div style={{ margin: '8px 0' }}>
        <CreditLabels dealerCode={creditDealer} enabled={!agent || !!creditDealer} />
      </div>
      {readOnly && (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('orders:entry.readOnly')} />
      )}
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 8 }}
        title={t('orders:entry.promotionRebate')}
        data-testid="promotion-rebate-advisory"
      />
      <Card size="small" title={t('orders:entry.header')} styles={{ body: { paddingBottom: 0 } }}>
        <OrderHeaderForm
          form={form}
          agent={agent && !order}
          dealerType={dealerType}
          onDealerType={setDealerType}
          readOnly={readOnly}
        />
      </Card>
      <Card
        size="small"
        title={t('orders:entry.lines')}
        style={{ marginTop: 8 }}
        extra={
          grid.quoting ? (
            <Typography.Text type="secondary">{t('orders:entry.pricing')}</Typography.Text>
          ) : null
        }
      >
        <OrderLinesTable
          grid={grid}
          warehouseCode={orderWarehouseCode}
          readOnly={readOnly}
          selected={selected}
          onSelect={setSelected}
        />
        {!readOnly && <AbnormalDemandAdvisory lines={grid.payload()} />}
      </Card>
    </div>
  );
}
