import { type AdminUser, userCreateRequest } from '@spm/contracts';
import { ACCOUNT_TYPES, type AccountType, nameIn } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { type AccountDialogProps, accountFormProps, saveAccount } from '../../../shared/account-editing';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
import { orgOptions, useDealers, useSuppliers, useWarehouses } from '../../../shared/reference-data';
import { schemaRule } from '../../../shared/schema-rule';
import { useDebounced } from '../../../shared/use-debounced';
import { adminKeys, createUser, fetchRoles, updateUser } from '../api';

interface Values {
  username: string;
  name: string;
  accountType: AccountType;
  headOffice: boolean;
  dealerCode?: string | null;
  supplierCode?: string | null;
  warehouseCodes: string[];
  roleCodes: string[];
  email?: string;
  phone?: string;
}

const shape = userCreateRequest.shape;

/** Field-less error codes of a user save and the field they belong to. */
const CODE_FIELDS = {
  USERNAME_TAKEN: 'username',
  DEALER_NOT_FOUND: 'dealerCode',
  SUPPLIER_NOT_FOUND: 'supplierCode',
  WAREHOUSE_NOT_FOUND: 'warehouseCodes',
  ROLE_NOT_FOUND: 'roleCodes',
  SCOPE_MISMATCH: 'accountType',
};

/** The user calls; a create answers the user with its initial password. */
const USER_API = {
  create: async (body: Parameters<typeof createUser>[0]) => {
    const created = await createUser(body);
    return { username: created.user.username, initialPassword: created.initialPassword };
  },
  update: updateUser,
};

/** A searchable multiple select of codes (warehouses, roles), its tags collapsed to fit one line. */
function MultiSelect(props: SelectProps) {
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
    />
  );
}

/** Create (`user` null) or edit a user. On create the server answers the initial password. */
export function UserEditDialog(props: AccountDialogProps<AdminUser>) {
  const { open, user } = props;
  const { t, i18n } = useTranslation();
  const language = domainLanguage(i18n.language);
  const [form] = Form.useForm<Values>();
  const [dealerInput, setDealerKeyword] = useState('');
  const dealerKeyword = useDebounced(dealerInput.trim());
  const accountType = Form.useWatch('accountType', form);
  const isSupplier = accountType === 'Supplier' || accountType === 'SupplierAdmin';
  const isInternal = accountType === 'Internal' || accountType === 'External';

  const roles = useQuery({
    queryKey: [...adminKeys.roles, 'all'],
    queryFn: () => fetchRoles({ pageSize: 500 }),
    enabled: open,
  });
  const warehouses = useWarehouses({ enabled: open });
  const suppliers = useSuppliers({ enabled: open && isSupplier });
  const dealers = useDealers(dealerKeyword, { enabled: open && !isSupplier });

  const initialValues: Partial<Values> = user
    ? {
        ...user,
        accountType: user.accountType as AccountType,
        email: user.email ?? '',
        phone: user.phone ?? '',
      }
    : { accountType: 'Dealer', headOffice: false, warehouseCodes: [], roleCodes: [] };

  const required = useRequiredRule();
  const field = useRequiredField();

  const save = async (v: Values) => {
    const body = {
      name: v.name.trim(),
      accountType: v.accountType,
      headOffice: isInternal ? Boolean(v.headOffice) : false,
      dealerCode: isSupplier ? null : (v.dealerCode ?? null),
      supplierCode: isSupplier ? (v.supplierCode ?? null) : null,
      warehouseCodes: isSupplier ? [] : (v.warehouseCodes ?? []),
      roleCodes: v.roleCodes ?? [],
      email: v.email ?? '',
      phone: v.phone ?? '',
    };
    await saveAccount(props, USER_API, body, v.username);
  };

  const roleLabel = (r: { code: string; nameZh: string; nameEn: string }) =>
    `${nameIn(r, language)} (${r.code})`;

  return (
    <FormDialog<Values>
      {...accountFormProps(props, { add: t('admin:user.add'), edit: t('admin:user.edit') })}
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      codeFields={CODE_FIELDS}
      width={720}
      name="user"
      testId="user-form"
    >
      <FormGrid
        col={{ xs: 24, sm: 12 }}
        gutter={12}
        fields={[
          {
            name: 'username',
            label: t('admin:user.username'),
            rules: user
              ? []
              : [
                  required(t('admin:user.username')),
                  schemaRule(shape.username, t('admin:user.usernameInvalid')),
                ],
            max: 50,
            disabled: Boolean(user),
          },
          field('name', t('admin:user.name'), 50),
          field('accountType', t('admin:user.accountType'), undefined, {
            input: (
              <Select
                options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`common:accountType.${a}`) }))}
              />
            ),
          }),
          isInternal && {
            name: 'headOffice',
            label: t('admin:user.headOffice'),
            valuePropName: 'checked',
            input: <Switch />,
          },
          !isSupplier && {
            name: 'dealerCode',
            label: t('admin:user.dealer'),
            rules: accountType === 'Dealer' ? [required(t('admin:user.dealer'))] : [],
            input: (
              <Select
                allowClear
                showSearch={{ filterOption: false, onSearch: setDealerKeyword }}
                loading={dealers.isFetching}
                placeholder={t('admin:user.dealerPlaceholder')}
                options={orgOptions(dealers.data)}
              />
            ),
          },
          isSupplier &&
            field('supplierCode', t('admin:user.supplier'), undefined, {
              input: (
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={suppliers.isFetching}
                  options={orgOptions(suppliers.data)}
                />
              ),
            }),
          !isSupplier && {
            name: 'warehouseCodes',
            label: t('admin:user.warehouses'),
            input: <MultiSelect loading={warehouses.isFetching} options={orgOptions(warehouses.data)} />,
          },
          {
            name: 'roleCodes',
            label: t('admin:user.roles'),
            rules: [{ ...required(t('admin:user.roles')), type: 'array', min: 1 }],
            input: (
              <MultiSelect
                loading={roles.isFetching}
                options={(roles.data?.items ?? []).map((r) => ({ value: r.code, label: roleLabel(r) }))}
              />
            ),
          },
          {
            name: 'email',
            label: t('admin:user.email'),
            rules: [schemaRule(shape.email, t('profile:invalid.email'))],
            max: 100,
          },
          {
            name: 'phone',
            label: t('admin:user.phone'),
            rules: [schemaRule(shape.phone, t('profile:invalid.phone'))],
            max: 20,
          },
        ]}
      />
    </FormDialog>
  );
}
