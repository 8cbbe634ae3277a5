import { OwnReferralPages } from '@/features/admin-console/components/referral-pages.tsx';
import { ReferralSubscribersRoute } from '@/features/inbox/subscribers/subscribers-routes.tsx';

/** The referral agent's screen: the pages they brought (states, expiry, totals) above those pages' subscribers. */
export function ReferralSubscribersScreen() {
  return (
    <>
      <OwnReferralPages />
      <ReferralSubscribersRoute />
    </>
  );
}
