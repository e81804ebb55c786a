import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { applyServerErrors } from '../../../shared/form-errors';
import { ListPage, type ListPageHandle } from '../../../shared/ListPage';
import { moneyColumn } from '../../../shared/MoneyText';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { StatusTag, useStatusOptions } from '../../../shared/StatusTag';
import { approveOrder, type DealerOrderSummary, fetchVorApprovals, orderKeys, rejectOrder } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';

type Decision = { order: DealerOrderSummary; kind: 'approve' | 'reject' };

/**
 * VOR approval (head office, spec §2 "VOR approval history", §4): VOR orders awaiting approval,
 * approve or reject with an opinion (required on reject); the detail drawer shows the approval history.
 */
export default function VorApprovalPage() {
  const { t } = useTranslation();
  const approvals = useStatusOptions('vorApproval');
  const client = useQueryClient();
  const list = useRef<ListPageHandle>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ opinion?: string }>();

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'dealerOrderNo', label: t('orders:field.dealerOrderNo'), maxLength: 20 },
      { name: 'dealerCode', label: t('orders:field.dealerCode'), maxLength: 20 },
      {
        name: 'vorApprovalStatus',
        label: t('orders:field.vorApprovalStatus'),
        type: 'select',
        options: approvals.filter((o) => o.value !== 'none'),
      },
      {
        name: 'submitDate',
        label: t('orders:field.submitDate'),
        type: 'dateRange',
        rangeNames: ['submitDateFrom', 'submitDateTo'],
        span: 8,
      },
    ],
    [t, approvals],
  );

  const open = (order: DealerOrderSummary, kind: Decision['kind']) => {
    form.resetFields();
    setDecision({ order, kind });
  };

  const decide = async () => {
    if (!decision) return;
    let opinion: string | undefined;
    try {
      ({ opinion } = await form.validateFields());
    } catch {
      return; // the form shows what is missing
    }
    setBusy(true);
    try {
      const { order, kind } = decision;
      if (kind === 'approve') await approveOrder(order.id, order.version, opinion);
      else await rejectOrder(order.id, order.version, opinion ?? '');
      notify.success(t(kind === 'approve' ? 'orders:vor.approved' : 'orders:vor.rejected'));
      setDecision(null);
      await client.invalidateQueries({ queryKey: orderKeys.all });
      list.current?.reload();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<DealerOrderSummary> = [
    {
      title: t('orders:field.dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      width: 150,
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(row.id)}>
          {no}
        </Button>
      ),
    },
    {
      title: t('orders:field.dealer'),
      key: 'dealer',
      width: 200,
      ellipsis: true,
      render: (_, r) => `${r.dealerCode} ${r.dealerName}`,
    },
    {
      title: t('orders:field.status'),
      key: 'status',
      width: 160,
      render: (_, r) => (
        <Space size={4}>
          <StatusTag kind="orderStatus" value={r.status} />
          <StatusTag kind="vorApproval" value={r.vorApprovalStatus} />
        </Space>
      ),
    },
    {
      title: t('orders:field.orderWarehouse'),
      dataIndex: 'orderWarehouseName',
      key: 'orderWarehouseName',
      width: 110,
    },
    {
      title: t('orders:field.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      width: 60,
      align: 'right',
    },
    moneyColumn<DealerOrderSummary>(t('orders:field.amount'), 'amount', { width: 100 }),
    { title: t('orders:field.submitDate'), dataIndex: 'submitDate', key: 'submitDate', width: 100 },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row.id)}>
            {t('common:action.view')}
          </Button>
          {row.vorApprovalStatus === 'pending' && (
            <>
              <PermissionButton
                code={perm('vorApproval', 'approve')}
                type="link"
                size="small"
                icon={<CheckOutlined />}
                onClick={() => open(row, 'approve')}
                data-testid="vor-approve"
              >
                {t('common:action.approve')}
              </PermissionButton>
              <PermissionButton
                code={perm('vorApproval', 'approve')}
                type="link"
                size="small"
                danger
                icon={<CloseOutlined />}
                onClick={() => open(row, 'reject')}
                data-testid="vor-reject"
              >
                {t('common:action.reject')}
              </PermissionButton>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<DealerOrderSummary>
        handle={list}
        page="vorApproval"
        queryKey={orderKeys.vor()}
        fetch={fetchVorApprovals}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        defaultCriteria={{ vorApprovalStatus: 'pending' }}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={decision !== null}
        title={
          decision
            ? t(decision.kind === 'approve' ? 'orders:vor.approveTitle' : 'orders:vor.rejectTitle', {
                no: decision.order.dealerOrderNo,
              })
            : ''
        }
        okText={decision?.kind === 'reject' ? t('common:action.reject') : t('common:action.approve')}
        okButtonProps={{ danger: decision?.kind === 'reject', loading: busy }}
        cancelText={t('common:action.cancel')}
        onOk={decide}
        onCancel={() => setDecision(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="opinion"
            label={t('orders:history.opinion')}
            rules={[
              {
                required: decision?.kind === 'reject',
                whitespace: true,
                message: t('orders:vor.opinionRequired'),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="vor-opinion" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
