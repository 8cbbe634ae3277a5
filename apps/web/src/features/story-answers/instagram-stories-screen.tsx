import './story-quick-replies.css';
import type { StoryWithReplies } from '@app/contract';
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaTile } from '@/shared/ui/media-tile.tsx';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useStoriesWithReplies } from './story-campaign-api.ts';

export const storyCampaignPath = (storyId: string) => `/dashboard/instagram/stories-reply/${storyId}`;

/** Below a story: the replies it got, how many were answered, and its campaign. */
function StoryReplies({ story }: { story: StoryWithReplies }) {
  const { t } = useTranslation();
  const { campaign } = story;
  return (
    <div className="story-replies" data-testid="story-replies">
      <span className="story-replies-counts">
        <span>
          {t('storyCampaigns.stories.received')}: <b data-testid="story-replies-received">{story.replies.received}</b>
        </span>
        <span>
          {t('storyCampaigns.stories.answered')}: <b data-testid="story-replies-answered">{story.replies.answered}</b>
        </span>
      </span>
      {campaign ? (
        <Tag color={campaign.enabled ? 'success' : 'default'} data-testid="story-campaign-state">
          {t(campaign.enabled ? 'storyCampaigns.stories.on' : 'storyCampaigns.stories.off')}
        </Tag>
      ) : null}
      <Link
        to={campaign ? storyCampaignPath(story.id) : `${storyCampaignPath(story.id)}/edit`}
        data-testid="story-campaign-link"
      >
        <Button size="small" type={campaign ? 'default' : 'primary'} block>
          {t(campaign ? 'storyCampaigns.stories.open' : 'storyCampaigns.stories.setUp')}
        </Button>
      </Link>
    </div>
  );
}

/** The current Instagram account's stories of the last 24 hours, each with its replies and its campaign. */
export function InstagramStoriesScreen() {
  const { t } = useTranslation();
  const account = useSession(selectCurrentInstaAccount);
  const stories = useStoriesWithReplies();
  return (
    <div className="story-quick-reply-screen story-campaigns-screen" data-testid="instagram-stories">
      <h2 className="screen-title">{t('storyCampaigns.stories.title')}</h2>
      {account ? (
        <p className="story-quick-reply-hint">{t('storyCampaigns.stories.intro', { account: account.name })}</p>
      ) : null}
      {!account ? (
        <Empty description={t('storyQuickReplies.noAccount')} />
      ) : stories.isError ? (
        <Alert type="error" showIcon title={describeApiError(stories.error, t).title} />
      ) : stories.isLoading ? (
        <Skeleton active />
      ) : stories.data?.stories.length ? (
        <div className="media-grid" data-testid="story-list">
          {stories.data.stories.map((story) => (
            <MediaTile key={story.id} item={story} story footer={<StoryReplies story={story} />} />
          ))}
        </div>
      ) : (
        <Empty description={t('storyCampaigns.stories.empty')} data-testid="stories-empty" />
      )}
    </div>
  );
}
