import { ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { ProposalLine } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, InputNumber, Result, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/api/notify';
import { codeNameOptions } from '../../../shared/code-name-options';
import { useConfirm } from '../../../shared/confirm';
import { useListKit } from '../../../shared/list-kit';
import { PermissionButton } from '../../../shared/PermissionButton';
import { useWarehouses } from '../../../shared/reference-data';
import { createPurchaseOrderFromProposal, fetchProposal, purchasingKeys } from '../api';

/**
 * The replenishment proposal (issue 17 §5): per warehouse, the parts at or below their trigger level
 * (reorder point, safety or min stock) with stock, open POs, backorders and the proposed qty, which
 * the buyer may change. "Create PO" makes one draft purchase order per supplier of the chosen lines
 * (CNY, at the warehouse) and opens the purchase orders to place it.
 */
export default function ProposalPage() {
  const { t, cols } = useListKit('purchasing:');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const warehouses = useWarehouses();
  const [warehouseCode, setWarehouseCode] = useState<string>();
  const [qty, setQty] = useState<Record<string, number>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (!warehouseCode && warehouses.data?.length) setWarehouseCode(warehouses.data[0].code);
  }, [warehouseCode, warehouses.data]);
  const proposal = useQuery({
    queryKey: purchasingKeys.proposal(warehouseCode ?? ''),
    queryFn: () => fetchProposal(warehouseCode ?? ''),
    enabled: Boolean(warehouseCode),
  });
  const needle = keyword.trim().toUpperCase();
  const items = (proposal.data?.items ?? []).filter(
    (l) =>
      !needle ||
      l.partCode.includes(needle) ||
      l.nameZh.includes(keyword.trim()) ||
      l.nameEn.toUpperCase().includes(needle),
  );
  const qtyOf = (l: ProposalLine) => qty[l.partCode] ?? l.proposedQty;

  /** One draft PO per supplier of `lines`; lines without a supplier are left out with a warning. */
  const createOrders = async (lines: ProposalLine[]) => {
    const bySupplier = new Map<string, ProposalLine[]>();
    for (const l of lines.filter((x) => x.supplierCode && qtyOf(x) > 0))
      bySupplier.set(l.supplierCode ?? '', [...(bySupplier.get(l.supplierCode ?? '') ?? []), l]);
    const skipped = lines.filter((l) => !l.supplierCode).map((l) => l.partCode);
    if (skipped.length) notify.warning(t('purchasing:noSupplier', { parts: skipped.join(', ') }));
    if (bySupplier.size === 0 || !warehouseCode) return;
    setBusy(true);
    try {
      const made: string[] = [];
      for (const [supplierCode, group] of bySupplier) {
        const po = await createPurchaseOrderFromProposal({
          supplierCode,
          warehouseCode,
          currency: 'CNY',
          lines: group.map((l) => ({ partCode: l.partCode, qty: qtyOf(l) })),
        });
        made.push(po.poNo);
      }
      notify.success(t('purchasing:ordersCreated', { nos: made.join(', ') }));
      setSelected([]);
      navigate(made.length === 1 ? `/purchasing/orders?poNo=${made[0]}` : '/purchasing/orders');
    } finally {
      setBusy(false);
    }
  };
  const ask = (lines: ProposalLine[]) =>
    confirm({
      content: t('purchasing:confirmCreate', { count: lines.length }),
      onOk: () => createOrders(lines),
    });

  const columns: ColumnsType<ProposalLine> = [
    cols.code('partCode'),
    cols.partName({ ellipsis: true }),
    cols.code('supplierCode', { width: 90 }),
    cols.qty('onHandQty'),
    cols.qty('openPoQty'),
    cols.qty('backorderQty'),
    cols.qty('reorderPoint'),
    {
      title: t('purchasing:proposedQty'),
      key: 'proposedQty',
      width: 110,
      render: (_: unknown, l: ProposalLine) => (
        <InputNumber
          min={0}
          max={9999999}
          precision={0}
          value={qtyOf(l)}
          onChange={(v) => setQty((q) => ({ ...q, [l.partCode]: Number(v ?? 0) }))}
          data-testid="proposal-qty"
        />
      ),
    },
    cols.money('unitPrice'),
    cols.qty('allocatedQty'),
    cols.qty('safetyStock'),
    cols.qty('minStock'),
    cols.qty('maxStock'),
    cols.qty('forecastQty'),
    cols.qty('projectedQty'),
    cols.actions<ProposalLine>((l) => [
      {
        key: 'create',
        label: t('purchasing:createPo'),
        permission: perm('purchaseOrder', 'add'),
        disabled: !l.supplierCode || qtyOf(l) <= 0,
        tooltip: l.supplierCode ? undefined : t('purchasing:noSupplier', { parts: l.partCode }),
        confirm: t('purchasing:confirmCreate', { count: 1 }),
        testId: 'proposal-create',
        onClick: () => createOrders([l]),
      },
    ]),
  ];

  return (
    <div className="spm-page" data-testid="proposal">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <span>{t('purchasing:warehouse')}</span>
          <Select
            style={{ width: 220 }}
            value={warehouseCode}
            onChange={(v) => {
              setWarehouseCode(v);
              setQty({});
              setSelected([]);
            }}
            loading={warehouses.isLoading}
            options={codeNameOptions(warehouses.data)}
            data-testid="proposal-warehouse"
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('purchasing:keyword')}
            onSearch={setKeyword}
            onChange={(e) => !e.target.value && setKeyword('')}
            maxLength={60}
            data-testid="proposal-keyword"
          />
          <Button icon={<ReloadOutlined />} onClick={() => proposal.refetch()}>
            {t('common:action.refresh')}
          </Button>
          <PermissionButton
            code={perm('purchaseOrder', 'add')}
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={selected.length === 0}
            loading={busy}
            onClick={() => ask(items.filter((l) => selected.includes(l.partCode)))}
            data-testid="proposal-create-selected"
          >
            {t('purchasing:createSelected')}
          </PermissionButton>
        </Space>
      </Card>
      {proposal.isError ? (
        <Result
          status="error"
          title={t('purchasing:proposalFailed')}
          extra={<Button onClick={() => proposal.refetch()}>{t('common:action.retry')}</Button>}
        />
      ) : (
        <Table<ProposalLine>
          size="small"
          rowKey="partCode"
          columns={columns}
          dataSource={items}
          loading={proposal.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          locale={{ emptyText: <Empty description={t('purchasing:proposalEmpty')} /> }}
        />
      )}
    </div>
  );
}
