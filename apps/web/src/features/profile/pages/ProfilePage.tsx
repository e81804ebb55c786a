import { ProfilePanel } from '../components/ProfilePanel';

export default function ProfilePage() {
  return (
    <div className="spm-page" style={{ maxWidth: 760 }}>
      <ProfilePanel />
    </div>
  );
}
