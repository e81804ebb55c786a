import type { StockLocationItem } from '@spm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { fetchStockLocations, stockKeys } from '../api';

/** Stock of a part per storage location in the user's warehouses (warehouse staff and head office). */
export function StockLocationsDrawer({
  partCode,
  onClose,
}: {
  partCode: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locations = useQuery({
    queryKey: stockKeys.locations(partCode ?? ''),
    queryFn: () => fetchStockLocations(partCode as string),
    enabled: partCode !== null,
  });
  return (
    <Drawer
      open={partCode !== null}
      onClose={onClose}
      title={t('stock:locations.title', { partCode })}
      size="large"
    >
      <LinesTable<StockLocationItem>
        rowKey={(r) => `${r.warehouseCode}|${r.storageCode}`}
        loading={locations.isFetching}
        dataSource={locations.data ?? []}
        columns={[
          { title: t('stock:field.warehouse'), dataIndex: 'warehouseCode', width: 80 },
          { title: t('stock:locations.storageCode'), dataIndex: 'storageCode', width: 120 },
          {
            title: t('stock:locations.storageType'),
            dataIndex: 'storageType',
            width: 90,
            render: (v: string | null) => (v ? t(`stock:storageType.${v}`) : ''),
          },
          { title: t('stock:field.onHandQty'), dataIndex: 'onHandQty', align: 'right', width: 80 },
          { title: t('stock:field.allocatedQty'), dataIndex: 'allocatedQty', align: 'right', width: 80 },
          { title: t('stock:field.availableQty'), dataIndex: 'availableQty', align: 'right', width: 80 },
          {
            title: t('stock:locations.updatedAt'),
            dataIndex: 'updatedAt',
            width: 150,
            render: formatDateTime,
          },
        ]}
      />
    </Drawer>
  );
}
