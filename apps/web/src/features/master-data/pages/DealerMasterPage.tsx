import { PlusOutlined } from '@ant-design/icons';
import type { DealerInput, DealerMaster } from '@spm/contracts';
import { DEALER_NETWORK_LABELS, DEALER_NETWORKS, DEALER_TYPES, perm, SALES_REGIONS } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { orgFilter, orgOptions, useWarehouses } from '../../../shared/reference-data';
import {
  closeDealer,
  createDealer,
  fetchAreaManagers,
  fetchDealerMasters,
  masterKeys,
  masterPaths,
  updateDealer,
} from '../api';
import { MasterHistoryDrawer } from '../components/MasterHistoryDrawer';
import { masterRules } from '../rules';

type Editing = { mode: 'add' } | { mode: 'edit'; row: DealerMaster } | null;

/**
 * Dealer master (spec §2, §6 dealer types; API `/api/v1/master/dealers`): search by code, name or pinyin
 * initials; add and edit with credit limit, new-energy authorisation, POPP eligibility and ordering
 * warehouses; close (refused with open orders or a balance); import and export.
 */
export default function DealerMasterPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const zh = language === 'zh-CN';
  const refresh = useRefresh(masterKeys.dealers);
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<string | null>(null);
  const warehouses = useWarehouses({ enabled: editing !== null });
  const areaManagers = useQuery({
    queryKey: masterKeys.areaManagers,
    queryFn: fetchAreaManagers,
    enabled: editing !== null,
  });
  const rules = masterRules(language);
  const yesNo = (v: boolean) => (v ? t('masterData:activeYes') : t('masterData:activeNo'));

  const columns: ColumnsType<DealerMaster> = [
    col.code(t('masterData:code'), 'code'),
    col.text(zh ? t('masterData:nameZh') : t('masterData:nameEn'), zh ? 'nameZh' : 'nameEn', { width: 260 }),
    col.text(t('masterData:dealerType'), 'dealerType', {
      render: (v: string) => t(`masterData:dealerTypes.${v}`),
    }),
    col.text(t('masterData:region'), 'region', { render: (v: string) => t(`masterData:regions.${v}`) }),
    col.text(t('masterData:areaManager'), 'areaManagerName'),
    col.money(t('masterData:creditLimit'), 'creditLimit'),
    col.text(t('masterData:newEnergyAuthorised'), 'newEnergyAuthorised', {
      render: (v: boolean) => (v ? t('masterData:yes') : t('masterData:no')),
    }),
    col.text(t('masterData:orderingWarehouses'), 'orderingWarehouseCodes', {
      render: (v: string[]) => v.join(', '),
    }),
    col.text(t('masterData:active'), 'active', {
      render: (a: boolean) => <Tag color={a ? 'green' : 'default'}>{yesNo(a)}</Tag>,
    }),
    col.actions<DealerMaster>(t('common:column.operation'), (d) => [
      {
        key: 'edit',
        label: t('masterData:edit'),
        permission: perm('masterDealer', 'edit'),
        hidden: !d.active,
        onClick: () => setEditing({ mode: 'edit', row: d }),
      },
      {
        key: 'history',
        testId: 'dealer-history',
        label: t('masterData:history.open'),
        permission: perm('masterDealer', 'view'),
        onClick: () => setHistory(d.code),
      },
      {
        key: 'close',
        testId: 'close-dealer',
        label: t('masterData:close'),
        permission: perm('masterDealer', 'delete'),
        hidden: !d.active,
        danger: true,
        confirm: t('masterData:confirmClose', { code: d.code }),
        onClick: async () => {
          await closeDealer(d.code, d.version);
          await refresh();
        },
      },
    ]),
  ];

  const initial: Partial<DealerInput> =
    editing?.mode === 'edit'
      ? ({
          ...editing.row,
          defaultWarehouseCode: editing.row.defaultWarehouseCode ?? undefined,
        } as Partial<DealerInput>)
      : {
          dealerType: 'JointVentureA',
          network: 'NetworkA',
          region: 'east',
          creditLimit: '0',
          newEnergyAuthorised: false,
          poppEligible: false,
          orderingWarehouseCodes: ['W01'],
          defaultWarehouseCode: 'W01',
        };
  const warehouseOptions = orgOptions(warehouses.data);
  return (
    <>
      <ListPage<DealerMaster>
        page="masterDealer"
        queryKey={masterKeys.dealers}
        fetch={fetchDealerMasters}
        exportUrl={masterPaths.dealers.export}
        columns={columns}
        rowKey="code"
        searchFields={[
          { name: 'keyword', label: t('masterData:keyword'), maxLength: 50 },
          {
            name: 'dealerType',
            label: t('masterData:dealerType'),
            type: 'select',
            options: DEALER_TYPES.map((v) => ({ value: v, label: t(`masterData:dealerTypes.${v}`) })),
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
            url={masterPaths.dealers.import}
            permission="masterDealer:import"
            templateKey="masterDealers"
            onImported={refresh}
          />
        }
        testId="dealer-master"
      />
      <FormDialog<DealerInput>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('masterData:editDealer') : t('masterData:addDealer')}
        initialValues={initial}
        name="dealer"
        testId="dealer-dialog"
        width={720}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = { ...values, areaManagerUserId: values.areaManagerUserId ?? null };
          if (editing?.mode === 'edit') {
            const { code: _code, ...rest } = body;
            await updateDealer(editing.row.code, { ...rest, version: editing.row.version });
          } else await createDealer(body);
          setEditing(null);
          await refresh();
        }}
      >
        <Form.Item name="code" label={t('masterData:code')} rules={[{ required: true }, ...rules.dealerCode]}>
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
        <Form.Item name="dealerType" label={t('masterData:dealerType')} rules={[{ required: true }]}>
          <Select
            options={DEALER_TYPES.map((v) => ({ value: v, label: t(`masterData:dealerTypes.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="network" label={t('masterData:network')} rules={[{ required: true }]}>
          <Select
            options={DEALER_NETWORKS.map((v) => ({
              value: v,
              label: zh ? DEALER_NETWORK_LABELS[v].zh : DEALER_NETWORK_LABELS[v].en,
            }))}
          />
        </Form.Item>
        <Form.Item name="region" label={t('masterData:region')} rules={[{ required: true }]}>
          <Select options={SALES_REGIONS.map((r) => ({ value: r, label: t(`masterData:regions.${r}`) }))} />
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
        <Form.Item name="areaManagerUserId" label={t('masterData:areaManager')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(areaManagers.data ?? []).map((u) => ({
              value: u.userId,
              label: `${u.username} ${u.name}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="creditLimit"
          label={t('masterData:creditLimit')}
          rules={[{ required: true }, { pattern: /^\d{1,16}(\.\d{1,2})?$/ }]}
        >
          <Input maxLength={19} />
        </Form.Item>
        <Form.Item
          name="newEnergyAuthorised"
          label={t('masterData:newEnergyAuthorised')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="poppEligible" label={t('masterData:poppEligible')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="defaultWarehouseCode"
          label={t('masterData:defaultWarehouse')}
          rules={[{ required: true }]}
        >
          <Select showSearch={{ filterOption: orgFilter }} options={warehouseOptions} />
        </Form.Item>
        <Form.Item
          name="orderingWarehouseCodes"
          label={t('masterData:orderingWarehouses')}
          rules={[{ required: true }]}
        >
          <Select mode="multiple" showSearch={{ filterOption: orgFilter }} options={warehouseOptions} />
        </Form.Item>
        <Form.Item name="contact" label={t('masterData:contact')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('masterData:phone')} rules={rules.phone}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="postalCode" label={t('masterData:postalCode')} rules={rules.postalCode}>
          <Input maxLength={6} />
        </Form.Item>
      </FormDialog>
      <MasterHistoryDrawer kind="dealers" code={history} onClose={() => setHistory(null)} />
    </>
  );
}
