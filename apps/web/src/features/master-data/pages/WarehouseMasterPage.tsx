import { PlusOutlined } from '@ant-design/icons';
import type { WarehouseInput, WarehouseMaster } from '@spm/contracts';
import { perm, SALES_REGIONS, WAREHOUSE_TYPE_LABELS, WAREHOUSE_TYPES } from '@spm/domain';
import { Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import {
  abolishWarehouse,
  createWarehouse,
  fetchWarehouseMasters,
  masterKeys,
  masterPaths,
  updateWarehouse,
} from '../api';
import { MasterHistoryDrawer } from '../components/MasterHistoryDrawer';
import { masterRules } from '../rules';

type Editing = { mode: 'add' } | { mode: 'edit'; row: WarehouseMaster } | null;

/**
 * Warehouse master (spec §2 Mst pages; API `/api/v1/master/warehouses`): search by code, name or pinyin
 * initials; add, edit, abolish (refused while the warehouse holds stock or open documents), import and
 * export.
 */
export default function WarehouseMasterPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const zh = language === 'zh-CN';
  const refresh = useRefresh(masterKeys.warehouses);
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<string | null>(null);
  const rules = masterRules(language);

  const columns: ColumnsType<WarehouseMaster> = [
    col.code(t('masterData:code'), 'code'),
    col.text(zh ? t('masterData:nameZh') : t('masterData:nameEn'), zh ? 'nameZh' : 'nameEn'),
    col.text(t('masterData:warehouseType'), 'warehouseType', {
      render: (v: keyof typeof WAREHOUSE_TYPE_LABELS) =>
        zh ? WAREHOUSE_TYPE_LABELS[v].zh : WAREHOUSE_TYPE_LABELS[v].en,
    }),
    col.text(t('masterData:city'), zh ? 'cityZh' : 'cityEn'),
    col.text(t('masterData:contact'), 'contact'),
    col.text(t('masterData:phone'), 'phone'),
    col.text(t('masterData:active'), 'active', {
      render: (a: boolean) => (
        <Tag color={a ? 'green' : 'default'}>{a ? t('masterData:activeYes') : t('masterData:activeNo')}</Tag>
      ),
    }),
    col.actions<WarehouseMaster>(t('common:column.operation'), (w) => [
      {
        key: 'edit',
        label: t('masterData:edit'),
        permission: perm('masterWarehouse', 'edit'),
        hidden: !w.active,
        onClick: () => setEditing({ mode: 'edit', row: w }),
      },
      {
        key: 'history',
        testId: 'warehouse-history',
        label: t('masterData:history.open'),
        permission: perm('masterWarehouse', 'view'),
        onClick: () => setHistory(w.code),
      },
      {
        key: 'abolish',
        testId: 'abolish-warehouse',
        label: t('masterData:abolish'),
        permission: perm('masterWarehouse', 'delete'),
        hidden: !w.active,
        danger: true,
        confirm: t('masterData:confirmAbolish', { code: w.code }),
        onClick: async () => {
          await abolishWarehouse(w.code, w.version);
          await refresh();
        },
      },
    ]),
  ];

  const initial: Partial<WarehouseInput> =
    editing?.mode === 'edit'
      ? (editing.row as Partial<WarehouseInput>)
      : { warehouseType: 'Branch', region: 'east' };
  return (
    <>
      <ListPage<WarehouseMaster>
        page="masterWarehouse"
        queryKey={masterKeys.warehouses}
        fetch={fetchWarehouseMasters}
        exportUrl={masterPaths.warehouses.export}
        columns={columns}
        rowKey="code"
        searchFields={[{ name: 'keyword', label: t('masterData:keyword'), maxLength: 50 }]}
        toolbar={[
          {
            action: 'add',
            label: t('masterData:add'),
            icon: <PlusOutlined />,
            primary: true,
            onClick: () => setEditing({ mode: 'add' }),
          },
        ]}
        toolbarExtra={
          <ExcelImportButton
            url={masterPaths.warehouses.import}
            permission="masterWarehouse:import"
            templateKey="masterWarehouses"
            onImported={refresh}
          />
        }
        testId="warehouse-master"
      />
      <FormDialog<WarehouseInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('masterData:editWarehouse') : t('masterData:addWarehouse')}
        initialValues={initial}
        name="warehouse"
        testId="warehouse-dialog"
        width={640}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing?.mode === 'edit') {
            const { code: _code, ...rest } = values;
            await updateWarehouse(editing.row.code, { ...rest, version: editing.row.version });
          } else await createWarehouse(values);
          setEditing(null);
          await refresh();
        }}
      >
        <Form.Item name="code" label={t('masterData:code')} rules={[{ required: true }, ...rules.code]}>
          <Input maxLength={20} disabled={editing?.mode === 'edit'} />
        </Form.Item>
        <Form.Item
          name="nameZh"
          label={t('masterData:nameZh')}
          rules={[{ required: true }, ...rules.nameBytes]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('masterData:nameEn')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="warehouseType" label={t('masterData:warehouseType')} rules={[{ required: true }]}>
          <Select
            options={WAREHOUSE_TYPES.map((v) => ({
              value: v,
              label: zh ? WAREHOUSE_TYPE_LABELS[v].zh : WAREHOUSE_TYPE_LABELS[v].en,
            }))}
          />
        </Form.Item>
        <Form.Item name="provinceZh" label={t('masterData:province')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="cityZh" label={t('masterData:cityZh')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="cityEn" label={t('masterData:cityEn')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="region" label={t('masterData:region')} rules={[{ required: true }]}>
          <Select options={SALES_REGIONS.map((r) => ({ value: r, label: t(`masterData:regions.${r}`) }))} />
        </Form.Item>
        <Form.Item name="address" label={t('masterData:address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="postalCode" label={t('masterData:postalCode')} rules={rules.postalCode}>
          <Input maxLength={6} />
        </Form.Item>
        <Form.Item name="contact" label={t('masterData:contact')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('masterData:phone')} rules={rules.phone}>
          <Input maxLength={20} />
        </Form.Item>
      </FormDialog>
      <MasterHistoryDrawer kind="warehouses" code={history} onClose={() => setHistory(null)} />
    </>
  );
}
