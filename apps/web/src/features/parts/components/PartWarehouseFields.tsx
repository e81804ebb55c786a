import { EditOutlined } from '@ant-design/icons';
import type { PartDetail, PartWarehouseSetting, WarehouseStockSummary } from '@spm/contracts';
import { QTY_MAX } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Input, InputNumber, Row } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { LinesTable } from '../../../shared/LinesTable';
import { PermissionButton } from '../../../shared/PermissionButton';
import { partRules } from '../part-form';
import { PartField } from './PartField';

type StockRow = WarehouseStockSummary & { setting: PartWarehouseSetting | null };
type SettingField =
  | 'flowPartition'
  | 'mainStorageCode'
  | 'abnormalStorageCode'
  | 'safetyStock'
  | 'capacity'
  | 'minStock'
  | 'maxStock';

/**
 * Warehouse Info tab (spec §3, §5): the part-level storages and stock parameters, then the stock and
 * the settings of each warehouse (edited one warehouse at a time).
 */
export function PartWarehouseFields({
  part,
  onEditWarehouse,
}: {
  part: PartDetail | null;
  onEditWarehouse: (row: StockRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const rules = partRules(domainLanguage(i18n.language));
  const qty = (name: string, extra: object[] = [], deps: string[] = []) => (
    <PartField name={name} rules={extra} dependencies={deps}>
      <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
    </PartField>
  );
  const storage = (name: string, extra: object[] = [], deps: string[] = []) => (
    <PartField name={name} rules={[rules.storage(name), ...extra]} dependencies={deps}>
      <Input maxLength={30} placeholder="A-01-02-03" />
    </PartField>
  );
  const rows: StockRow[] = (part?.stock ?? []).map((s) => ({
    ...s,
    setting: part?.warehouses.find((w) => w.warehouseCode === s.warehouseCode) ?? null,
  }));
  /** A column of the warehouse's own setting `field`, a dash where it has none. */
  const setting = (field: SettingField, align?: 'right'): ColumnType<StockRow> => ({
    title: t(`parts:field.${field}`),
    key: field,
    align,
    render: (_, r) => {
      const v = r.setting?.[field];
      return v === null || v === undefined || v === '' ? '—' : v;
    },
  });
  return (
    <>
      <Row gutter={16}>
        <PartField name="flowPartition">
          <Input maxLength={20} />
        </PartField>
        {storage(
          'mainStorageCode',
          [(form: unknown) => rules.mainStorageFirst(form as never)],
          ['safetyStock'],
        )}
        {storage('subStorageCode')}
        {storage('childDefaultStorageCode')}
        {qty('safetyStock')}
        {qty('reorderPoint')}
        {qty('forecastQty')}
        {qty('minStock')}
        {qty('maxStock', [(form: unknown) => rules.maxStock(form as never)], ['minStock'])}
      </Row>
      {part && (
        <>
          <div className="spm-subtitle">{t('parts:entry.perWarehouse')}</div>
          <LinesTable<StockRow>
            rowKey="warehouseCode"
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            columns={[
              {
                title: t('parts:field.warehouse'),
                key: 'wh',
                render: (_, r) => `${r.warehouseCode} ${r.warehouseName}`,
              },
              { title: t('parts:stock.onHand'), dataIndex: 'onHandQty', align: 'right' },
              { title: t('parts:stock.allocated'), dataIndex: 'allocatedQty', align: 'right' },
              { title: t('parts:stock.available'), dataIndex: 'availableQty', align: 'right' },
              setting('flowPartition'),
              setting('mainStorageCode'),
              setting('abnormalStorageCode'),
              setting('safetyStock', 'right'),
              setting('capacity', 'right'),
              setting('minStock', 'right'),
              setting('maxStock', 'right'),
              {
                title: t('common:column.operation'),
                key: 'op',
                fixed: 'right',
                render: (_, r) => (
                  <PermissionButton
                    code={perm('partsMaster', 'edit')}
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => onEditWarehouse(r)}
                  >
                    {t('common:action.edit')}
                  </PermissionButton>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
