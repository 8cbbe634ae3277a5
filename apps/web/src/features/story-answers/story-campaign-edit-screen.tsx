import './story-quick-replies.css';
import { storyReplyCampaignBodySchema } from '@app/contract';
import { Alert, App, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { storyCampaignPath } from './instagram-stories-screen.tsx';
import { StoryAnswerForm, useStoryAnswerEditor } from './story-answer-form.tsx';
import { useSaveStoryCampaign, useStoryCampaign } from './story-campaign-api.ts';
import { BackToStories, StoryPreview } from './story-campaign-screen.tsx';

/** /dashboard/instagram/stories-reply/:id/edit — sets up or changes the campaign on one story's replies. */
export function StoryCampaignEditScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const storyId = useParams().id ?? '';
  const account = useSession(selectCurrentInstaAccount);
  const stored = useStoryCampaign(storyId);
  const save = useSaveStoryCampaign(storyId);
  const { values, setValues, errors, setErrors, validBody, showSaveError } = useStoryAnswerEditor(
    stored.data?.campaign,
    Boolean(stored.data),
  );

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid="story-campaign-form">
      <BackToStories />
      <h2 className="screen-title">{t('storyCampaigns.edit.title')}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !values || !stored.data) return frame(<Skeleton active />);

  const submit = async () => {
    const body = validBody(storyReplyCampaignBodySchema, true, t('storyCampaigns.edit.textRequired'));
    if (!body) return;
    try {
      await save.mutateAsync(body);
      void message.success(t('storyCampaigns.edit.saved'));
      await navigate(storyCampaignPath(storyId));
    } catch (error) {
      showSaveError(error);
    }
  };

  return frame(
    <Card size="small">
      <div className="story-campaign-summary">
        <StoryPreview storyId={storyId} saved={stored.data.campaign?.story ?? null} />
        <div className="story-campaign-details">
          <p className="story-quick-reply-hint">{t('storyCampaigns.edit.hint')}</p>
          <StoryAnswerForm
            values={values}
            onChange={(patch) => setValues({ ...values, ...patch })}
            errors={errors}
            onErrors={setErrors}
            withKeywords
            enabledLabel={t('storyCampaigns.edit.enabled')}
            saving={save.isPending}
            onSubmit={() => void submit()}
          />
        </div>
      </div>
    </Card>,
  );
}
