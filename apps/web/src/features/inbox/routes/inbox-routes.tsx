import { InboxScreen } from '../chat/inbox-screen.tsx';

export function MessengerChatRoute() {
  return <InboxScreen channel="messenger" />;
}

export function InstagramChatRoute() {
  return <InboxScreen channel="instagram" />;
}
