import '../profile.css';
import { PasswordCard } from '../components/password-card.tsx';
import { ProfileDetailsCard } from '../components/profile-details-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';

/** `/dashboard/user/profile`: who I am, my password, and where I am signed in. */
export function ProfileRoute() {
  return (
    <div className="profile-page">
      <div className="profile-columns">
        <ProfileDetailsCard />
        <PasswordCard />
      </div>
      <SessionsCard />
    </div>
  );
}
