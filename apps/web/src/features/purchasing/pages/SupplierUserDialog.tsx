import { type SupplierUserItem, supplierUserInput } from '@spm/contracts';
import { SUPPLIER_ROLES } from '@spm/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AccountDialogProps, accountFormProps, saveAccount } from '../../../shared/account-editing';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { schemaRule } from '../../../shared/schema-rule';
import { createSupplierUser, updateSupplierUser } from '../api';

interface Values {
  username: string;
  name: string;
  roleCodes: string[];
}

/** Field-less error codes of a supplier user save and the field they belong to. */
const CODE_FIELDS = { USERNAME_TAKEN: 'username', SUPPLIER_ROLE_NOT_ALLOWED: 'roleCodes' };

/**
 * Add (`user` null) or change a user of the caller's own supplier: user name (fixed once made), name
 * and supplier roles. On add the server answers the generated initial password, handed to `onCreated`.
 */
export function SupplierUserDialog(props: AccountDialogProps<SupplierUserItem>) {
  const { user } = props;
  const { t } = useTranslation();
  const required = useRequiredRule();
  const initialValues: Partial<Values> = user
    ? { username: user.username, name: user.name, roleCodes: user.roleCodes }
    : { roleCodes: ['supplier'] };

  const save = async (v: Values) => {
    const body = { name: v.name.trim(), roleCodes: v.roleCodes };
    await saveAccount(props, { create: createSupplierUser, update: updateSupplierUser }, body, v.username);
  };

  return (
    <FormDialog<Values>
      {...accountFormProps(props, {
        add: t('purchasing:supplierUser.add'),
        edit: t('purchasing:supplierUser.edit'),
      })}
      initialValues={initialValues}
      onSubmit={save}
      codeFields={CODE_FIELDS}
      width={480}
      name="supplierUser"
      testId="supplier-user-form"
    >
      <Form.Item
        name="username"
        label={t('purchasing:supplierUser.username')}
        extra={user ? undefined : t('purchasing:supplierUser.usernameHint')}
        rules={
          user
            ? []
            : [
                required(t('purchasing:supplierUser.username')),
                schemaRule(supplierUserInput.shape.username, t('purchasing:supplierUser.usernameInvalid')),
              ]
        }
      >
        <Input disabled={Boolean(user)} maxLength={30} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('purchasing:supplierUser.name')}
        rules={[required(t('purchasing:supplierUser.name'))]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="roleCodes"
        label={t('purchasing:supplierUser.roles')}
        rules={[{ ...required(t('purchasing:supplierUser.roles')), type: 'array', min: 1 }]}
      >
        <Select
          mode="multiple"
          options={SUPPLIER_ROLES.map((r) => ({ value: r, label: t(`purchasing:supplierUser.role.${r}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
