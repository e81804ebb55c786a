import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a generated initial password once, with a copy button. */
export function InitialPasswordDialog({
  value,
  onClose,
}: {
  value: { username: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={value !== null}
      title={t('admin:user.initialPasswordTitle')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common:action.ok')}
      footer={(_, { OkBtn }) => <OkBtn />}
      mask={{ closable: false }}
      destroyOnHidden
      width={440}
    >
      {value && (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('admin:user.initialPasswordOnce')}
            style={{ marginBottom: 12 }}
          />
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <span>{t('admin:user.username')}:</span>
            <Typography.Text strong>{value.username}</Typography.Text>
          </div>
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginTop: 6 }}>
            <span>{t('admin:user.initialPassword')}:</span>
            <Typography.Text
              code
              copyable={{ text: value.password }}
              style={{ fontSize: 16 }}
              data-testid="initial-password"
            >
              {value.password}
            </Typography.Text>
          </div>
        </>
      )}
    </Modal>
  );
}
