import { PlusOutlined } from '@ant-design/icons';
import type { WarehouseClaimListItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { deleteWarehouseClaim, fetchWarehouseClaims, warehouseClaimKeys } from '../warehouse-claims-api';

const ENTRY = '/warehouseClaim/detail';

/**
 * In-warehouse claim query (spec §4 "Warehouse claim (0-5)"): warehouse staff see their warehouses'
 * claims, head office all; filters claim no, warehouse, dealer, status; a row opens the entry and
 * detail page (edit, submit, audit, receive, complete); unsubmitted claims can be deleted here.
 */
export default function WarehouseClaimListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefresh(warehouseClaimKeys.list);
  const actions = useRowActions();
  const statuses = useStatusOptions('warehouseClaimStatus');
  const replacementOrderNo = useOrderNoColumn<WarehouseClaimListItem>(
    t('claims:warehouse.replacementOrderNo'),
    'replacementOrderNo',
  );

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'warehouseClaimNo', label: t('claims:warehouse.claimNo'), maxLength: 20 },
      { name: 'warehouseCode', label: t('claims:warehouseCode'), maxLength: 20 },
      { name: 'dealerCode', label: t('claims:dealerCode'), maxLength: 20 },
      {
        name: 'status',
        label: t('claims:status'),
        type: 'select',
        options: statuses.map((s) => ({ value: String(s.value), label: s.label })),
      },
    ],
    [t, statuses],
  );
  const open = (c: WarehouseClaimListItem) => navigate(`${ENTRY}?id=${c.id}`);
  const columns: ColumnsType<WarehouseClaimListItem> = [
    col.link(t('claims:warehouse.claimNo'), 'warehouseClaimNo', open, { testId: 'warehouse-claim-link' }),
    col.status(t('claims:status'), 'status', 'warehouseClaimStatus'),
    col.code(t('claims:warehouseCode'), 'warehouseCode'),
    col.code(t('claims:warehouse.localDealer'), 'dealerCode'),
    col.text(t('claims:reason'), 'reason', { render: (r: number) => t(`claims:reasons.${r}`) }),
    col.text(t('claims:judge'), 'judge', {
      render: (j: number | null) => (j ? t(`claims:judges.${j}`) : ''),
    }),
    col.qty(t('claims:claimQty'), 'claimQty'),
    col.money(t('claims:warehouse.claimAmount'), 'claimAmount'),
    col.money(t('claims:compensatedAmount'), 'compensatedAmount'),
    replacementOrderNo,
    col.text(t('claims:submitter'), 'submitter'),
    col.dateTime(t('claims:submittedAt'), 'submittedAt'),
    col.actions<WarehouseClaimListItem>(t('common:column.operation'), (c) => [
      actions.view(() => open(c)),
      {
        key: 'delete',
        label: t('claims:delete'),
        permission: perm('warehouseClaim', 'delete'),
        hidden: c.status !== 0,
        danger: true,
        confirm: t('claims:confirmDelete'),
        onClick: async () => {
          await deleteWarehouseClaim(c.id, c.version);
          await refresh();
        },
      },
    ]),
  ];

  return (
    <ListPage<WarehouseClaimListItem>
      page="warehouseClaim"
      queryKey={warehouseClaimKeys.list}
      fetch={fetchWarehouseClaims}
      columns={columns}
      rowKey="id"
      searchFields={searchFields}
      toolbar={[
        {
          action: 'add',
          label: t('claims:warehouse.add'),
          icon: <PlusOutlined />,
          primary: true,
          onClick: () => navigate(ENTRY),
        },
      ]}
      testId="warehouse-claim-list"
    />
  );
}
