import { EnvironmentOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { StockListItem } from '@spm/contracts';
import { nameIn, perm } from '@spm/domain';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/auth/session';
import { domainLanguage } from '../../../app/language';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton, useCan } from '../../../shared/PermissionButton';
import { orgOptions, useWarehouses } from '../../../shared/reference-data';
import type { SearchField } from '../../../shared/SearchForm';
import { StatusTag } from '../../../shared/StatusTag';
import { stockLists } from '../api';
import { StockLocationsDrawer } from '../components/StockLocationsDrawer';

/** Where the order button leads (spec §2 order input, hidden route). */
export const ORDER_ENTRY_PATH = '/orderEntry/orderEntryDetail';

/**
 * Stock search (spec §2 `/InventoryQuery/index`): by part code, Chinese or English name or pinyin
 * initials; availability per warehouse; an order button (with `orderEntry:add`) for orderable parts.
 * Dealers see availability only; warehouse staff and head office also on-hand, allocated and the
 * storage locations.
 */
export default function InventoryQueryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  const dealerView = me.accountType === 'Dealer';
  const canOrder = useCan()(perm('orderEntry', 'add'));
  const [locationsOf, setLocationsOf] = useState<string | null>(null);
  const warehouses = useWarehouses();
  const language = domainLanguage(i18n.language);

  const searchFields: SearchField[] = [
    {
      name: 'keyword',
      label: t('stock:search.keyword'),
      placeholder: t('stock:search.keywordPlaceholder'),
      span: 8,
    },
    {
      name: 'warehouseCode',
      label: t('stock:field.warehouse'),
      type: 'select',
      options: orgOptions(warehouses.data),
    },
    {
      name: 'availableOnly',
      label: t('stock:search.availableOnly'),
      type: 'select',
      options: [{ value: 'true', label: t('stock:search.availableOnlyYes') }],
    },
  ];

  const order = (row: StockListItem) =>
    navigate(
      `${ORDER_ENTRY_PATH}?partCode=${encodeURIComponent(row.partCode)}&warehouseCode=${encodeURIComponent(row.warehouseCode)}`,
    );

  const orderableTag = (r: StockListItem) =>
    r.orderable ? (
      <Tag color={r.backorderAllowed ? 'success' : 'gold'}>
        {r.backorderAllowed ? t('stock:orderable.yes') : t('stock:orderable.stockOnly')}
      </Tag>
    ) : (
      <Tag color="error">
        {t(`stock:reason.${r.notOrderableReason}`, { defaultValue: t('stock:orderable.no') })}
      </Tag>
    );

  const columns: ColumnsType<StockListItem> = [
    {
      title: t('stock:field.partCode'),
      dataIndex: 'partCode',
      key: 'partCode',
      sorter: true,
      fixed: 'left',
      width: 150,
    },
    {
      title: t('stock:field.name'),
      key: 'name',
      width: 200,
      ellipsis: true,
      render: (_, r) => nameIn(r, language),
    },
    {
      title: t('stock:field.warehouse'),
      dataIndex: 'warehouseName',
      key: 'warehouseCode',
      sorter: true,
      width: 110,
    },
    {
      title: t('stock:field.availableQty'),
      dataIndex: 'availableQty',
      key: 'availableQty',
      sorter: true,
      width: 80,
      align: 'right',
      render: (q: number) => (
        <span style={{ color: q > 0 ? '#389e0d' : '#cf1322', fontWeight: 600 }}>{q}</span>
      ),
    },
    ...(dealerView
      ? []
      : ([
          {
            title: t('stock:field.onHandQty'),
            dataIndex: 'onHandQty',
            key: 'onHandQty',
            width: 70,
            align: 'right',
          },
          {
            title: t('stock:field.allocatedQty'),
            dataIndex: 'allocatedQty',
            key: 'allocatedQty',
            width: 80,
            align: 'right',
          },
        ] as ColumnsType<StockListItem>)),
    { title: t('stock:field.orderable'), key: 'orderable', width: 110, render: (_, r) => orderableTag(r) },
    {
      title: t('stock:field.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (s: string) => <StatusTag kind="partStatus" value={s} />,
    },
    col.money<StockListItem>(t('stock:field.price'), 'price', { width: 90 }),
    {
      title: t('stock:field.minPackageQty'),
      dataIndex: 'minPackageQty',
      key: 'minPackageQty',
      width: 80,
      align: 'right',
    },
    {
      title: t('stock:field.unitSalesQty'),
      dataIndex: 'unitSalesQty',
      key: 'unitSalesQty',
      width: 80,
      align: 'right',
    },
    { title: t('stock:field.newPartCode'), dataIndex: 'newPartCode', key: 'newPartCode', width: 150 },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: canOrder && !dealerView ? 160 : 90,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <PermissionButton
            code={perm('orderEntry', 'add')}
            type="link"
            size="small"
            icon={<ShoppingCartOutlined />}
            disabled={!r.orderable}
            onClick={() => order(r)}
            data-testid="stock-order"
          >
            {t('common:action.order')}
          </PermissionButton>
          {!dealerView && (
            <PermissionButton
              code={perm('inventoryQuery', 'view')}
              type="link"
              size="small"
              icon={<EnvironmentOutlined />}
              onClick={() => setLocationsOf(r.partCode)}
            >
              {t('stock:locations.button')}
            </PermissionButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<StockListItem>
        source={stockLists.stock}
        columns={columns}
        searchFields={searchFields}
        defaultSort="partCode"
      />
      <StockLocationsDrawer partCode={locationsOf} onClose={() => setLocationsOf(null)} />
    </>
  );
}
