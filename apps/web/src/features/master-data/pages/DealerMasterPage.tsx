import type { DealerInput, DealerMaster } from '@spm/contracts';
import { DEALER_NETWORK_LABELS, DEALER_NETWORKS, DEALER_TYPES } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Switch } from 'antd';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { useListKit } from '../../../shared/list-kit';
import { orgFilter, orgOptions, useWarehouses } from '../../../shared/reference-data';
import { fetchAreaManagers, masterApis, masterKeys } from '../api';
import { MasterPage } from '../components/MasterPage';

const REQUIRED = [{ required: true }];

/** The dealer's area manager: a head-office user, the choices loaded while the form is open. */
function AreaManagerSelect(props: SelectProps) {
  const areaManagers = useQuery({ queryKey: masterKeys.areaManagers, queryFn: fetchAreaManagers });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={(areaManagers.data ?? []).map((u) => ({ value: u.userId, label: `${u.username} ${u.name}` }))}
      {...props}
    />
  );
}

/** A warehouse of the dealer (default, or several ordering ones with `mode="multiple"`). */
function WarehouseSelect(props: SelectProps) {
  const warehouses = useWarehouses();
  return <Select showSearch={{ filterOption: orgFilter }} options={orgOptions(warehouses.data)} {...props} />;
}

/**
 * Dealer master (spec §2, §6 dealer types; API `/api/v1/master/dealers`): search by code, name or pinyin
 * initials; add and edit with credit limit, new-energy authorisation, POPP eligibility and ordering
 * warehouses; close (refused with open orders or a balance); import and export.
 */
export default function DealerMasterPage() {
  const { t, cols, search } = useListKit('masterData:');
  const zh = currentLanguage() === 'zh-CN';
  const label = (key: string) => t(`masterData:${key}`);
  const dealerTypes = DEALER_TYPES.map((v) => ({ value: v, label: t(`masterData:dealerTypes.${v}`) }));
  return (
    <MasterPage<DealerMaster, DealerInput>
      kind="dealers"
      api={masterApis.dealers}
      searchFields={[search.select('dealerType', dealerTypes)]}
      nameWidth={260}
      columns={[
        cols.text('dealerType', {
          render: (v: string) => t(`masterData:dealerTypes.${v}`),
        }),
        cols.text('region', { render: (v: string) => t(`masterData:regions.${v}`) }),
        col.text(t('masterData:areaManager'), 'areaManagerName'),
        cols.money('creditLimit'),
        cols.text('newEnergyAuthorised', {
          render: (v: boolean) => (v ? t('masterData:yes') : t('masterData:no')),
        }),
        col.text(t('masterData:orderingWarehouses'), 'orderingWarehouseCodes', {
          render: (v: string[]) => v.join(', '),
        }),
      ]}
      retire={{ action: 'close', confirm: (code) => t('masterData:confirmClose', { code }) }}
      dialog={{
        titles: [t('masterData:addDealer'), t('masterData:editDealer')],
        newValues: {
          dealerType: 'JointVentureA',
          network: 'NetworkA',
          region: 'east',
          creditLimit: '0',
          newEnergyAuthorised: false,
          poppEligible: false,
          orderingWarehouseCodes: ['W01'],
          defaultWarehouseCode: 'W01',
        },
        editValues: (row) =>
          ({ ...row, defaultWarehouseCode: row.defaultWarehouseCode ?? undefined }) as Partial<DealerInput>,
        fields: (f) => [
          ...f.head(f.rules.dealerCode),
          {
            name: 'dealerType',
            label: label('dealerType'),
            rules: REQUIRED,
            input: <Select options={dealerTypes} />,
          },
          {
            name: 'network',
            label: label('network'),
            rules: REQUIRED,
            input: (
              <Select
                options={DEALER_NETWORKS.map((v) => ({
                  value: v,
                  label: zh ? DEALER_NETWORK_LABELS[v].zh : DEALER_NETWORK_LABELS[v].en,
                }))}
              />
            ),
          },
          f.region,
          f.provinceZh,
          f.cityZh,
          f.cityEn,
          {
            name: 'areaManagerUserId',
            label: label('areaManager'),
            input: <AreaManagerSelect />,
          },
          {
            name: 'creditLimit',
            label: label('creditLimit'),
            rules: [{ required: true }, { pattern: /^\d{1,16}(\.\d{1,2})?$/ }],
            max: 19,
          },
          {
            name: 'newEnergyAuthorised',
            label: label('newEnergyAuthorised'),
            valuePropName: 'checked',
            input: <Switch />,
          },
          { name: 'poppEligible', label: label('poppEligible'), valuePropName: 'checked', input: <Switch /> },
          {
            name: 'defaultWarehouseCode',
            label: label('defaultWarehouse'),
            rules: REQUIRED,
            input: <WarehouseSelect />,
          },
          {
            name: 'orderingWarehouseCodes',
            label: label('orderingWarehouses'),
            rules: REQUIRED,
            input: <WarehouseSelect mode="multiple" />,
          },
          f.contact,
          f.phone,
          f.postalCode,
        ],
        toBody: (values) => ({ ...values, areaManagerUserId: values.areaManagerUserId ?? null }),
      }}
    />
  );
}
