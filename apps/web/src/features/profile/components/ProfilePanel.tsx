import { profileRequest } from '@spm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { sessionKey, useSession } from '../../../app/auth/session';
import { FormFields } from '../../../shared/FormFields';
import { applyServerErrors } from '../../../shared/form-errors';
import { schemaRule } from '../../../shared/schema-rule';
import { updateProfile } from '../api';
import { useAccountItems } from './account-items';
import { ChangePasswordForm } from './ChangePasswordForm';

interface ContactValues {
  email?: string;
  phone?: string;
}

/** The contact fields, checked as the server checks them: the longest text and the browser's autofill kind. */
const CONTACT_FIELDS = [
  { name: 'email', max: 100, autoComplete: 'email' },
  { name: 'phone', max: 20, autoComplete: 'tel' },
] as const;

/** User info, e-mail/phone and password change (spec §2 "user info edit dialog"). */
export function ProfilePanel({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm<ContactValues>();
  const [saving, setSaving] = useState(false);
  const accountItems = useAccountItems([
    'userId',
    'name',
    'accountType',
    'roles',
    'dealer',
    'warehouse',
    'supplier',
    'passwordDaysLeft',
  ]);

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
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered items={accountItems} />
      <Form
        form={form}
        name="contact"
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ email: me.email ?? '', phone: me.phone ?? '' }}
        onFinish={saveContact}
      >
        <FormFields
          fields={CONTACT_FIELDS.map(({ name, max, autoComplete }) => ({
            name,
            label: t(`profile:field.${name}`),
            rules: [schemaRule(profileRequest.shape[name], t(`profile:invalid.${name}`))],
            input: <Input maxLength={max} autoComplete={autoComplete} />,
          }))}
        />
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
