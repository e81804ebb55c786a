import { LockOutlined } from '@ant-design/icons';
import { checkPasswordShape, DEFAULT_PASSWORD_POLICY, errorMessage } from '@spm/domain';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { applyServerErrors } from '../../../shared/form-errors';
import { changePassword, type PasswordChanged } from '../api';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Rules of a new password: the shared policy of `@spm/domain`, with the catalogue's messages. */
export function newPasswordRules(username: string | undefined, required: string): Rule[] {
  return [
    { required: true, message: required },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const problem = checkPasswordShape(value, DEFAULT_PASSWORD_POLICY, username);
        if (problem) throw new Error(errorMessage(problem.code, currentLanguage(), problem.params));
      },
    },
  ];
}

/**
 * Old / new / confirm password (spec §2 profile, §5 password rules). Used by the profile dialog,
 * the profile page and the forced change of an initial password (account status 601).
 */
export function ChangePasswordForm({
  username,
  onChanged,
  submitText,
}: {
  username?: string;
  onChanged: (result: { newPassword: string; data: PasswordChanged | null }) => void | Promise<void>;
  submitText?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const data = await changePassword(values);
      form.resetFields();
      await onChanged({ newPassword: values.newPassword, data });
    } catch (error) {
      applyServerErrors(form, error, {
        OLD_PASSWORD_WRONG: 'oldPassword',
        PASSWORD_MISMATCH: 'confirmPassword',
        PASSWORD_LENGTH: 'newPassword',
        PASSWORD_COMPLEXITY: 'newPassword',
        PASSWORD_REUSED: 'newPassword',
        PASSWORD_TOO_COMMON: 'newPassword',
        PASSWORD_CONTAINS_USERNAME: 'newPassword',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      name="password"
      layout="vertical"
      onFinish={submit}
      autoComplete="off"
      requiredMark={false}
      data-testid="change-password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('profile:password.old')}
        rules={[{ required: true, message: t('profile:password.oldRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile:password.new')}
        extra={t('profile:password.hint', {
          min: DEFAULT_PASSWORD_POLICY.minLength,
          max: DEFAULT_PASSWORD_POLICY.maxLength,
          classes: DEFAULT_PASSWORD_POLICY.minClasses,
          history: DEFAULT_PASSWORD_POLICY.history,
        })}
        rules={newPasswordRules(username, t('profile:password.newRequired'))}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile:password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile:password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('newPassword')) {
                throw new Error(errorMessage('PASSWORD_MISMATCH', currentLanguage()));
              }
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={saving} block>
          {submitText ?? t('profile:password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
