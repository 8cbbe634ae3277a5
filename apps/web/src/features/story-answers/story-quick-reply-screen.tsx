import './story-quick-replies.css';
import { storyReplyQuickReplyBodySchema, type StoryQuickReplyKind } from '@app/contract';
import { Alert, App, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { StoryAnswerForm } from './story-answer-form.tsx';
import { useSaveStoryQuickReply, useStoryQuickReply } from './story-quick-reply-api.ts';
import { StoryQuickReplyTrail } from './story-quick-reply-trail.tsx';

/** The form of one quick reply (story mentions or story replies) and the trail of its latest answers. */
export function StoryQuickReplyScreen({ kind }: { kind: StoryQuickReplyKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const account = useSession(selectCurrentInstaAccount);
  const stored = useStoryQuickReply(kind);
  const save = useSaveStoryQuickReply(kind);
  const prefix = kind === 'story_mention' ? 'storyQuickReplies.mention' : 'storyQuickReplies.reply';
  const testId = kind === 'story_mention' ? 'story-mention-quick-reply' : 'story-reply-quick-reply';

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid={testId}>
      <h2 className="screen-title">{t(`${prefix}.title`)}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !stored.data) return frame(<Skeleton active />);

  return frame(
    <>
      <Card size="small">
        <p className="story-quick-reply-hint">{t(`${prefix}.hint`, { account: account.name })}</p>
        <StoryAnswerForm
          stored={stored.data.quick_reply}
          schema={storyReplyQuickReplyBodySchema}
          withKeywords={kind === 'story_reply'}
          enabledLabel={t('storyQuickReplies.enabled')}
          requiredMessage={t('storyQuickReplies.errors.text')}
          save={save.mutateAsync}
          onSaved={() => void message.success(t('storyQuickReplies.saved'))}
        />
      </Card>
      <Card size="small" title={t('storyQuickReplies.trail.title')}>
        <StoryQuickReplyTrail items={stored.data.trail} />
      </Card>
    </>,
  );
}
