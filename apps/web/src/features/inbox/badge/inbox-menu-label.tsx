import { useQueryClient } from '@tanstack/react-query';
import type { InboxChannel } from '@app/contract';
import { Badge } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { inboxQueryKeys } from '../api/inbox-query-keys.ts';
import { useUnreadCounts } from '../api/inbox-api.ts';
import { subscribeToInboxEvents } from '../realtime/inbox-event-stream.ts';

const inboxPaths: Record<string, InboxChannel> = {
  '/dashboard/bot/fb/chat': 'messenger',
  '/dashboard/instagram/chat': 'instagram',
};

function UnreadBadge({ channel, children }: { channel: InboxChannel; children: ReactNode }) {
  const queryClient = useQueryClient();
  const unread = useUnreadCounts(true);
  useEffect(
    () =>
      subscribeToInboxEvents(() => {
        void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.unread });
      }),
    [queryClient],
  );
  const count = unread.data?.[channel] ?? 0;
  return (
    <span className="inbox-menu-label">
      {children}
      {count > 0 ? (
        <Badge count={count} size="small" offset={[6, 0]} data-testid="inbox-menu-badge" data-channel={channel} />
      ) : null}
    </span>
  );
}

/** A menu entry's label; the live-chat entries carry the unread conversations of their channel, kept live. */
export function InboxMenuLabel({ path, children }: { path: string; children: ReactNode }) {
  const channel = inboxPaths[path];
  if (!channel) return children;
  return <UnreadBadge channel={channel}>{children}</UnreadBadge>;
}
