import type { AdminRole } from '@spm/contracts';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { applyServerErrors } from '../../../shared/form-errors';
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
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(role ? { ...role } : { code: '', nameZh: '', nameEn: '', permissions: [] });
  }, [open, role, form]);

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('common:validation.required', { field }),
  });

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { nameZh: v.nameZh.trim(), nameEn: v.nameEn.trim(), permissions: v.permissions ?? [] };
      if (role) await updateRole(role.code, { ...body, version: role.version });
      else await createRole({ ...body, code: v.code.trim() });
      notify.success(t('common:message.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { PERMISSION_UNKNOWN: 'permissions' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={role ? t('admin:role.edit') : t('admin:role.add')}
      onCancel={onClose}
      onOk={save}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      width={720}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} name="role" layout="vertical" data-testid="role-form">
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
            <Form.Item
              name="nameZh"
              label={t('admin:role.nameZh')}
              rules={[required(t('admin:role.nameZh'))]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="nameEn"
              label={t('admin:role.nameEn')}
              rules={[required(t('admin:role.nameEn'))]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="permissions" label={t('admin:role.permissions')}>
          <PermissionTree />
        </Form.Item>
      </Form>
    </Modal>
  );
}
