import type { AdminRole } from '@spm/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type AddOrEditDialogProps,
  addOrEditFormProps,
  addOrEditTitles,
  FormDialog,
} from '../../../shared/FormDialog';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
import { createRole, updateRole } from '../api';
import { PermissionTree } from './PermissionTree';

interface Values {
  code: string;
  nameZh: string;
  nameEn: string;
  permissions: string[];
}

/** Create (`target.item` null) or edit a role with its permission codes. */
export function RoleEditDialog({ target, onClose, onSaved }: AddOrEditDialogProps<AdminRole>) {
  const role = target?.item ?? null;
  const { t } = useTranslation();

  const field = useRequiredField();

  const save = async (v: Values) => {
    const body = { nameZh: v.nameZh.trim(), nameEn: v.nameEn.trim(), permissions: v.permissions ?? [] };
    if (role) await updateRole(role.code, { ...body, version: role.version });
    else await createRole({ ...body, code: v.code.trim() });
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...addOrEditFormProps({ target, onClose }, addOrEditTitles(t, 'admin:role.'))}
      name="role"
      testId="role-form"
      width={720}
      initialValues={role ? { ...role } : { code: '', nameZh: '', nameEn: '', permissions: [] }}
      codeFields={{ PERMISSION_UNKNOWN: 'permissions' }}
      onSubmit={save}
    >
      <FormGrid
        col={{ xs: 24, sm: 8 }}
        gutter={12}
        fields={[
          field('code', t('admin:role.code'), 20, {
            rules: [{ pattern: /^[A-Za-z0-9_-]{1,20}$/, message: t('admin:role.codeInvalid') }],
            disabled: Boolean(role),
          }),
          field('nameZh', t('admin:role.nameZh'), 50),
          field('nameEn', t('admin:role.nameEn'), 50),
        ]}
      />
      <Form.Item name="permissions" label={t('admin:role.permissions')}>
        <PermissionTree />
      </Form.Item>
    </FormDialog>
  );
}
