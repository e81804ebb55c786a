import { LogoutOutlined } from '@ant-design/icons';
import { ACCOUNT_STATUS } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/api/notify';
import { loadSession, logout } from '../../../app/auth/session';
import { clearSession, remembered, setAccountStatus, setToken } from '../../../app/auth/storage';
import { ChangePasswordForm } from '../../profile/components/ChangePasswordForm';
import { signIn } from '../api';

/**
 * Account status 601 (API.md "Sign-in"): the initial password must be changed before anything
 * else. This screen has no way around it but logging out. After the change the user is signed in
 * with the new password and lands on the dashboard.
 */
export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const username = remembered.username();

  const afterChange = async ({
    newPassword,
    data,
  }: {
    newPassword: string;
    data: { access_token?: string } | null;
  }) => {
    try {
      if (data?.access_token) {
        setToken(data.access_token);
        setAccountStatus(ACCOUNT_STATUS.active);
      } else {
        const token = await signIn({
          username,
          password: newPassword,
          warehouseCode: remembered.warehouseCode(),
        });
        if (token.account_status === ACCOUNT_STATUS.initialPasswordMustChange) throw new Error('still 601');
      }
      await loadSession(client);
      notify.success(t('profile:password.changed'));
      navigate('/dashboard', { replace: true });
    } catch {
      clearSession();
      notify.info(t('auth:forced.signInAgain'));
      navigate('/login', { replace: true });
    }
  };

  return (
    <div className="spm-login">
      <Card
        className="spm-login-card"
        variant="borderless"
        title={t('auth:forced.title')}
        extra={
          <Button type="link" icon={<LogoutOutlined />} onClick={() => void logout()}>
            {t('layout:user.logout')}
          </Button>
        }
        data-testid="forced-password"
      >
        <Alert type="warning" showIcon title={t('auth:forced.notice')} style={{ marginBottom: 16 }} />
        <ChangePasswordForm
          username={username}
          onChanged={afterChange}
          submitText={t('auth:forced.submit')}
        />
      </Card>
    </div>
  );
}
