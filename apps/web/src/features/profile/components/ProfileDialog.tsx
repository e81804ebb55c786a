import { useTranslation } from 'react-i18next';
import { ViewDialog } from '../../../shared/ViewDialog';
import { ProfilePanel } from './ProfilePanel';

export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ViewDialog title={t('profile:title')} open={open} onClose={onClose} width={640}>
      <ProfilePanel onDone={onClose} />
    </ViewDialog>
  );
}
