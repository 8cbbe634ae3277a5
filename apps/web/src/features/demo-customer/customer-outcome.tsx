import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { instagramReplyPaths, replyPaths } from '@/features/replies/index.ts';

/** What the last action did, and where the seller sees the product answer it. */
export type CustomerOutcome =
  | { action: 'comment'; customer: string; channel: 'facebook' | 'instagram' }
  | { action: 'message' | 'quickReply'; customer: string; conversationId: number | null; pressed?: string }
  | { action: 'story'; customer: string; kind: 'mention' | 'reply'; conversationId: number | null };

const inboxPath = (channel: 'fb' | 'instagram', conversationId: number | null) => {
  const path = channel === 'fb' ? '/dashboard/bot/fb/chat' : '/dashboard/instagram/chat';
  return conversationId === null ? path : `${path}?conversation=${conversationId}`;
};

export function CustomerOutcomeNotice({ outcome, onNavigate }: { outcome: CustomerOutcome; onNavigate: () => void }) {
  const { t } = useTranslation();
  const name = outcome.customer;
  const link = (to: string, label: string) => (
    <Link to={to} onClick={onNavigate} data-testid="demo-customer-outcome-link">
      {label}
    </Link>
  );
  const { title, description } = (() => {
    switch (outcome.action) {
      case 'comment':
        return {
          title: t('demoCustomer.done.comment', { name }),
          description: link(
            (outcome.channel === 'instagram' ? instagramReplyPaths : replyPaths).posts,
            t('demoCustomer.done.seeTrail'),
          ),
        };
      case 'message':
      case 'quickReply':
        return {
          title:
            outcome.action === 'message'
              ? t('demoCustomer.done.message', { name })
              : t('demoCustomer.done.quickReply', { name, title: outcome.pressed ?? '' }),
          description: link(inboxPath('fb', outcome.conversationId), t('demoCustomer.done.seeConversation')),
        };
      case 'story':
        return {
          title: t(outcome.kind === 'mention' ? 'demoCustomer.done.mention' : 'demoCustomer.done.storyReply', {
            name,
          }),
          description: link(inboxPath('instagram', outcome.conversationId), t('demoCustomer.done.seeConversation')),
        };
    }
  })();
  return <Alert type="success" showIcon title={title} description={description} data-testid="demo-customer-outcome" />;
}
