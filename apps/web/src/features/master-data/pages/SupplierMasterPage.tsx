import { PlusOutlined } from '@ant-design/icons';
import type { SupplierInput, SupplierMaster } from '@spm/contracts';
import { perm, SUPPLIER_CURRENCIES } from '@spm/domain';
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
  abolishSupplier,
  createSupplier,
  fetchSupplierMasters,
  masterKeys,
  masterPaths,
  updateSupplier,
} from '../api';
import { MasterHistoryDrawer } from '../components/MasterHistoryDrawer';
import { masterRules } from '../rules';

type Editing = { mode: 'add' } | { mode: 'edit'; row: SupplierMaster } | null;

/**
 * Supplier master (spec §2 Mst pages; API `/api/v1/master/suppliers`): search by code, name or pinyin
 * initials; add and edit (code, names in both languages, currency, contacts), abolish, history of
 * changes, Excel import and export.
 */
export default function SupplierMasterPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const zh = language === 'zh-CN';
  const refresh = useRefresh(masterKeys.suppliers);
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<string | null>(null);
  const rules = masterRules(language);

  const columns: ColumnsType<SupplierMaster> = [
    col.code(t('masterData:code'), 'code'),
    col.text(zh ? t('masterData:nameZh') : t('masterData:nameEn'), zh ? 'nameZh' : 'nameEn', { width: 260 }),
    col.text(t('masterData:currency'), 'currency'),
    col.text(t('masterData:contact'), 'contact'),
    col.text(t('masterData:phone'), 'phone'),
    col.text(t('masterData:email'), 'email'),
    col.text(t('masterData:active'), 'active', {
      render: (a: boolean) => (
        <Tag color={a ? 'green' : 'default'}>{a ? t('masterData:activeYes') : t('masterData:activeNo')}</Tag>
      ),
    }),
    col.actions<SupplierMaster>(t('common:column.operation'), (s) => [
      {
        key: 'edit',
        label: t('masterData:edit'),
        permission: perm('masterSupplier', 'edit'),
        hidden: !s.active,
        onClick: () => setEditing({ mode: 'edit', row: s }),
      },
      {
        key: 'history',
        testId: 'supplier-history',
        label: t('masterData:history.open'),
        permission: perm('masterSupplier', 'view'),
        onClick: () => setHistory(s.code),
      },
      {
        key: 'abolish',
        testId: 'abolish-supplier',
        label: t('masterData:abolish'),
        permission: perm('masterSupplier', 'delete'),
        hidden: !s.active,
        danger: true,
        confirm: t('masterData:confirmAbolishSupplier', { code: s.code }),
        onClick: async () => {
          await abolishSupplier(s.code, s.version);
          await refresh();
        },
      },
    ]),
  ];

  const initial: Partial<SupplierInput> =
    editing?.mode === 'edit' ? (editing.row as Partial<SupplierInput>) : { currency: 'CNY' };
  return (
    <>
      <ListPage<SupplierMaster>
        page="masterSupplier"
        queryKey={masterKeys.suppliers}
        fetch={fetchSupplierMasters}
        exportUrl={masterPaths.suppliers.export}
        columns={columns}
        rowKey="code"
        searchFields={[
          { name: 'keyword', label: t('masterData:keyword'), maxLength: 50 },
          {
            name: 'active',
            label: t('masterData:active'),
            type: 'select',
            options: [
              { value: 'true', label: t('masterData:activeYes') },
              { value: 'false', label: t('masterData:activeNo') },
            ],
          },
        ]}
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
            url={masterPaths.suppliers.import}
            permission="masterSupplier:import"
            templateKey="masterSuppliers"
            onImported={refresh}
          />
        }
        testId="supplier-master"
      />
      <FormDialog<SupplierInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('masterData:editSupplier') : t('masterData:addSupplier')}
        initialValues={initial}
        name="supplier"
        testId="supplier-dialog"
        width={640}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = {
            ...values,
            contact: values.contact || null,
            phone: values.phone || null,
            email: values.email || null,
            address: values.address || null,
          };
          if (editing?.mode === 'edit') {
            const { code: _code, ...rest } = body;
            await updateSupplier(editing.row.code, { ...rest, version: editing.row.version });
          } else await createSupplier(body);
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
        <Form.Item name="currency" label={t('masterData:currency')} rules={[{ required: true }]}>
          <Select options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="contact" label={t('masterData:contact')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('masterData:phone')} rules={rules.phone}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t('masterData:email')} rules={[{ type: 'email' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="address" label={t('masterData:address')}>
          <Input maxLength={200} />
        </Form.Item>
      </FormDialog>
      <MasterHistoryDrawer kind="suppliers" code={history} onClose={() => setHistory(null)} />
    </>
  );
}
