import type { SupplierInput, SupplierMaster } from '@spm/contracts';
import { SUPPLIER_CURRENCIES } from '@spm/domain';
import { Select } from 'antd';
import { useListKit } from '../../../shared/list-kit';
import { yesNoSearchField } from '../../../shared/search-fields';
import { masterApis } from '../api';
import { MasterPage } from '../components/MasterPage';

/**
 * Supplier master (spec §2 Mst pages; API `/api/v1/master/suppliers`): search by code, name or pinyin
 * initials; add and edit (code, names in both languages, currency, contacts), abolish, history of
 * changes, Excel import and export.
 */
export default function SupplierMasterPage() {
  const { t, cols } = useListKit('masterData:');
  return (
    <MasterPage<SupplierMaster, SupplierInput>
      kind="suppliers"
      api={masterApis.suppliers}
      searchFields={[
        yesNoSearchField(
          'active',
          t('masterData:active'),
          t('masterData:activeYes'),
          t('masterData:activeNo'),
        ),
      ]}
      nameWidth={260}
      columns={[cols.text('currency'), cols.text('contact'), cols.text('phone'), cols.text('email')]}
      retire={{ action: 'abolish', confirm: (code) => t('masterData:confirmAbolishSupplier', { code }) }}
      dialog={{
        titles: [t('masterData:addSupplier'), t('masterData:editSupplier')],
        newValues: { currency: 'CNY' },
        fields: (f) => [
          ...f.head(f.rules.code),
          {
            name: 'currency',
            label: t('masterData:currency'),
            rules: [{ required: true }],
            input: <Select options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))} />,
          },
          f.contact,
          f.phone,
          { name: 'email', label: t('masterData:email'), rules: [{ type: 'email' }], max: 100 },
          f.address,
        ],
        toBody: (values) => ({
          ...values,
          contact: values.contact || null,
          phone: values.phone || null,
          email: values.email || null,
          address: values.address || null,
        }),
      }}
    />
  );
}
