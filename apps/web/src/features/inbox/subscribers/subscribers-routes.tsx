import { SubscribersScreen } from './subscribers-screen.tsx';

export function BotSubscribersRoute() {
  return <SubscribersScreen />;
}

export function ReferralSubscribersRoute() {
  return <SubscribersScreen referral />;
}
