import type { WarehouseInput, WarehouseMaster } from '@spm/contracts';
import { WAREHOUSE_TYPE_LABELS, WAREHOUSE_TYPES } from '@spm/domain';
import { Select } from 'antd';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { useListKit } from '../../../shared/list-kit';
import { masterApis } from '../api';
import { MasterPage } from '../components/MasterPage';

const typeLabel = (v: keyof typeof WAREHOUSE_TYPE_LABELS, zh: boolean) =>
  zh ? WAREHOUSE_TYPE_LABELS[v].zh : WAREHOUSE_TYPE_LABELS[v].en;

/**
 * Warehouse master (spec §2 Mst pages; API `/api/v1/master/warehouses`): search by code, name or pinyin
 * initials; add, edit, abolish (refused while the warehouse holds stock or open documents), import and
 * export.
 */
export default function WarehouseMasterPage() {
  const { t, cols } = useListKit('masterData:');
  const zh = currentLanguage() === 'zh-CN';
  return (
    <MasterPage<WarehouseMaster, WarehouseInput>
      kind="warehouses"
      api={masterApis.warehouses}
      columns={[
        cols.text('warehouseType', {
          render: (v: keyof typeof WAREHOUSE_TYPE_LABELS) => typeLabel(v, zh),
        }),
        col.inLanguage(t('masterData:city'), 'city'),
        cols.text('contact'),
        cols.text('phone'),
      ]}
      retire={{ action: 'abolish', confirm: (code) => t('masterData:confirmAbolish', { code }) }}
      dialog={{
        titles: [t('masterData:addWarehouse'), t('masterData:editWarehouse')],
        newValues: { warehouseType: 'Branch', region: 'east' },
        fields: (f) => [
          ...f.head(f.rules.code),
          {
            name: 'warehouseType',
            label: t('masterData:warehouseType'),
            rules: [{ required: true }],
            input: <Select options={WAREHOUSE_TYPES.map((v) => ({ value: v, label: typeLabel(v, zh) }))} />,
          },
          f.provinceZh,
          f.cityZh,
          f.cityEn,
          f.region,
          f.address,
          f.postalCode,
          f.contact,
          f.phone,
        ],
      }}
    />
  );
}
