import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProfilePanel } from './ProfilePanel';

export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('profile:title')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <ProfilePanel onDone={onClose} />
    </Modal>
  );
}
