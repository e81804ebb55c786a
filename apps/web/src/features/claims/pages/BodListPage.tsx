import { PlusOutlined } from '@ant-design/icons';
import type { BodListItem } from '@spm/contracts';
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
import { bodExportPath, bodKeys, deleteBod, fetchBods } from '../major-claims-api';

export const BOD_DETAIL = '/bod-order/detail';

/**
 * BOD order query (spec §2 `/bod-order/list`): a dealer's applications (head office all), filters
 * apply no, dealer, part and status, export; a row opens the application (`/bod-order/detail`) where the
 * dealer edits, submits and orders and head office approves or rejects; unsubmitted or rejected
 * applications can be deleted here.
 */
export default function BodListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefresh(bodKeys.list);
  const actions = useRowActions();
  const statuses = useStatusOptions('bodStatus');
  const orderNo = useOrderNoColumn<BodListItem>(t('claims:dealerOrderNo'), 'dealerOrderNo');

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'applyNo', label: t('claims:bod.applyNo'), maxLength: 20 },
      { name: 'dealerCode', label: t('claims:dealerCode'), maxLength: 20 },
      { name: 'partCode', label: t('claims:partCode'), maxLength: 30 },
      {
        name: 'status',
        label: t('claims:status'),
        type: 'select',
        options: statuses.map((s) => ({ value: String(s.value), label: s.label })),
      },
    ],
    [t, statuses],
  );
  const open = (b: BodListItem) => navigate(`${BOD_DETAIL}?id=${b.id}`);
  const columns: ColumnsType<BodListItem> = [
    col.link(t('claims:bod.applyNo'), 'applyNo', open, { testId: 'bod-link' }),
    col.status(t('claims:status'), 'status', 'bodStatus'),
    col.code(t('claims:dealerCode'), 'dealerCode'),
    col.text(t('claims:bod.partType'), 'partType'),
    col.code(t('claims:partCode'), 'partCode'),
    col.qty(t('claims:bod.qty'), 'qty'),
    col.code(t('claims:major.vin'), 'vin'),
    col.text(t('claims:bod.carNumber'), 'carNumber'),
    col.text(t('claims:bod.contact'), 'contact'),
    orderNo,
    col.dateTime(t('claims:bod.createdAt'), 'createdAt'),
    col.actions<BodListItem>(t('common:column.operation'), (b) => [
      actions.view(() => open(b)),
      {
        key: 'delete',
        label: t('claims:delete'),
        permission: perm('bodOrder', 'delete'),
        hidden: b.status !== 0 && b.status !== 3,
        danger: true,
        confirm: t('claims:bod.confirmDelete'),
        onClick: async () => {
          await deleteBod(b.id, b.version);
          await refresh();
        },
      },
    ]),
  ];

  return (
    <ListPage<BodListItem>
      page="bodOrder"
      queryKey={bodKeys.list}
      fetch={fetchBods}
      exportUrl={bodExportPath}
      columns={columns}
      rowKey="id"
      searchFields={searchFields}
      toolbar={[
        {
          action: 'add',
          label: t('claims:bod.add'),
          icon: <PlusOutlined />,
          primary: true,
          onClick: () => navigate(BOD_DETAIL),
        },
      ]}
      testId="bod-list"
    />
  );
}
