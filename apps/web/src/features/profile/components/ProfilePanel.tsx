import { profileRequest } from '@spm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { sessionKey, useSession } from '../../../app/auth/session';
import { applyServerErrors } from '../../../shared/form-errors';
import { schemaRule } from '../../../shared/schema-rule';
import { updateProfile } from '../api';
import { ChangePasswordForm } from './ChangePasswordForm';

interface ContactValues {
  email?: string;
  phone?: string;
}

/** User info, e-mail/phone and password change (spec §2 "user info edit dialog"). */
export function ProfilePanel({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { me, account } = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm<ContactValues>();
  const [saving, setSaving] = useState(false);
  const warehouse = account.user.warehouseCode
    ? `${account.user.warehouseCode} ${account.user.warehouseName ?? ''}`.trim()
    : '';

  const saveContact = async (values: ContactValues) => {
    setSaving(true);
    try {
      await updateProfile({ email: values.email ?? '', phone: values.phone ?? '' });
      notify.success(t('common:message.saved'));
      await client.invalidateQueries({ queryKey: sessionKey });
      onDone?.();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const info = (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        items={[
          { key: 'userId', label: t('profile:field.userId'), children: me.userId },
          { key: 'name', label: t('profile:field.name'), children: me.name },
          {
            key: 'accountType',
            label: t('profile:field.accountType'),
            children: t(`common:accountType.${me.accountType}`),
          },
          {
            key: 'roles',
            label: t('profile:field.roles'),
            children: me.roles.map((r, i) => (
              <Tag key={r} title={r}>
                {me.roleNames[i] ?? r}
              </Tag>
            )),
          },
          ...(me.dealerCode
            ? [
                {
                  key: 'dealer',
                  label: t('profile:field.dealer'),
                  children: `${me.dealerCode} ${me.dealerName ?? ''}`,
                },
              ]
            : []),
          ...(warehouse
            ? [{ key: 'warehouse', label: t('profile:field.warehouse'), children: warehouse }]
            : []),
          ...(me.supplierCode
            ? [{ key: 'supplier', label: t('profile:field.supplier'), children: me.supplierCode }]
            : []),
          ...(me.passwordDaysLeft !== undefined
            ? [{ key: 'days', label: t('profile:field.passwordDaysLeft'), children: me.passwordDaysLeft }]
            : []),
        ]}
      />
      <Form
        form={form}
        name="contact"
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ email: me.email ?? '', phone: me.phone ?? '' }}
        onFinish={saveContact}
      >
        <Form.Item
          name="email"
          label={t('profile:field.email')}
          rules={[schemaRule(profileRequest.shape.email, t('profile:invalid.email'))]}
        >
          <Input maxLength={100} autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('profile:field.phone')}
          rules={[schemaRule(profileRequest.shape.phone, t('profile:invalid.phone'))]}
        >
          <Input maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common:action.save')}
        </Button>
      </Form>
    </>
  );

  return (
    <Tabs
      items={[
        { key: 'info', label: t('profile:tab.info'), children: info },
        {
          key: 'password',
          label: t('profile:tab.password'),
          children: (
            <div style={{ maxWidth: 420 }}>
              <ChangePasswordForm
                username={me.userId}
                onChanged={() => {
                  notify.success(t('profile:password.changed'));
                  onDone?.();
                }}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
