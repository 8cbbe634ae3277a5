import './story-quick-replies.css';
import { storyReplyQuickReplyBodySchema, type StoryQuickReply, type StoryQuickReplyKind } from '@app/contract';
import { Alert, App, Card, Empty, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import {
  StoryAnswerForm,
  storyAnswerBodyOf,
  useStoryAnswerSaveErrors,
  type StoryAnswerErrors,
  type StoryAnswerValues,
} from './story-answer-form.tsx';
import { useSaveStoryQuickReply, useStoryQuickReply } from './story-quick-reply-api.ts';
import { StoryQuickReplyTrail } from './story-quick-reply-trail.tsx';

const valuesOf = (stored: StoryQuickReply): StoryAnswerValues => ({
  enabled: stored.enabled,
  text: stored.text,
  media: stored.media,
  keywords: stored.keywords,
  once_per_story: stored.once_per_story,
});

/** The form of one quick reply (story mentions or story replies) and the trail of its latest answers. */
export function StoryQuickReplyScreen({ kind }: { kind: StoryQuickReplyKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const account = useSession(selectCurrentInstaAccount);
  const stored = useStoryQuickReply(kind);
  const save = useSaveStoryQuickReply(kind);
  const [values, setValues] = useState<StoryAnswerValues | null>(null);
  const [errors, setErrors] = useState<StoryAnswerErrors>({});
  const showSaveError = useStoryAnswerSaveErrors(setErrors);
  const prefix = kind === 'story_mention' ? 'storyQuickReplies.mention' : 'storyQuickReplies.reply';
  const testId = kind === 'story_mention' ? 'story-mention-quick-reply' : 'story-reply-quick-reply';

  useEffect(() => {
    if (stored.data) setValues(valuesOf(stored.data.quick_reply));
  }, [stored.data]);

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid={testId}>
      <h2 className="screen-title">{t(`${prefix}.title`)}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !values || !stored.data) return frame(<Skeleton active />);

  const submit = async () => {
    const parsed = storyReplyQuickReplyBodySchema.safeParse(storyAnswerBodyOf(values, kind === 'story_reply'));
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.path[0];
      setErrors({ [first === 'keywords' ? 'keywords' : 'text']: t('storyQuickReplies.errors.text') });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      void message.success(t('storyQuickReplies.saved'));
    } catch (error) {
      showSaveError(error);
    }
  };

  return frame(
    <>
      <Card size="small">
        <p className="story-quick-reply-hint">{t(`${prefix}.hint`, { account: account.name })}</p>
        <StoryAnswerForm
          values={values}
          onChange={(patch) => setValues({ ...values, ...patch })}
          errors={errors}
          onErrors={setErrors}
          withKeywords={kind === 'story_reply'}
          enabledLabel={t('storyQuickReplies.enabled')}
          saving={save.isPending}
          onSubmit={() => void submit()}
        />
      </Card>
      <Card size="small" title={t('storyQuickReplies.trail.title')}>
        <StoryQuickReplyTrail items={stored.data.trail} />
      </Card>
    </>,
  );
}
