import './story-quick-replies.css';
import { storyReplyCampaignBodySchema } from '@app/contract';
import { Alert, App, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { storyCampaignPath } from './instagram-stories-screen.tsx';
import { StoryAnswerForm } from './story-answer-form.tsx';
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

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid="story-campaign-form">
      <BackToStories />
      <h2 className="screen-title">{t('storyCampaigns.edit.title')}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !stored.data) return frame(<Skeleton active />);

  return frame(
    <Card size="small">
      <div className="story-campaign-summary">
        <StoryPreview storyId={storyId} saved={stored.data.campaign?.story ?? null} />
        <div className="story-campaign-details">
          <p className="story-quick-reply-hint">{t('storyCampaigns.edit.hint')}</p>
          <StoryAnswerForm
            stored={stored.data.campaign}
            schema={storyReplyCampaignBodySchema}
            withKeywords
            enabledLabel={t('storyCampaigns.edit.enabled')}
            requiredMessage={t('storyCampaigns.edit.textRequired')}
            save={save.mutateAsync}
            onSaved={() => {
              void message.success(t('storyCampaigns.edit.saved'));
              void navigate(storyCampaignPath(storyId));
            }}
          />
        </div>
      </div>
    </Card>,
  );
}
