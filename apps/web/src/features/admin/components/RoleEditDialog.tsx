import type { AdminRole } from '@spm/contracts';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { createRole, updateRole } from '../api';
import { PermissionTree } from './PermissionTree';

interface Values {
  code: string;
  nameZh: string;
  nameEn: string;
  permissions: string[];
}

/** Create (`role` null) or edit a role with its permission codes. */
export function RoleEditDialog({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: AdminRole | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();

  const required = useRequiredRule();

  const save = async (v: Values) => {
    const body = { nameZh: v.nameZh.trim(), nameEn: v.nameEn.trim(), permissions: v.permissions ?? [] };
    if (role) await updateRole(role.code, { ...body, version: role.version });
    else await createRole({ ...body, code: v.code.trim() });
    onSaved();
  };

  return (
    <FormDialog<Values>
      open={open}
      title={role ? t('admin:role.edit') : t('admin:role.add')}
      name="role"
      testId="role-form"
      width={720}
      initialValues={role ? { ...role } : { code: '', nameZh: '', nameEn: '', permissions: [] }}
      codeFields={{ PERMISSION_UNKNOWN: 'permissions' }}
      onSubmit={save}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="code"
            label={t('admin:role.code')}
            rules={[
              required(t('admin:role.code')),
              { pattern: /^[A-Za-z0-9_-]{1,20}$/, message: t('admin:role.codeInvalid') },
            ]}
          >
            <Input disabled={Boolean(role)} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="nameZh" label={t('admin:role.nameZh')} rules={[required(t('admin:role.nameZh'))]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="nameEn" label={t('admin:role.nameEn')} rules={[required(t('admin:role.nameEn'))]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="permissions" label={t('admin:role.permissions')}>
        <PermissionTree />
      </Form.Item>
    </FormDialog>
  );
}
