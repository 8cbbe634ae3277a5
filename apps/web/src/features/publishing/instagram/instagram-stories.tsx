import '../lists/publishing.css';
import './instagram.css';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useInstagramStories } from '../api/instagram-stories.ts';
import { MediaTile } from './media-tile.tsx';

/** The current Instagram account's stories of the last 24 hours. */
export function InstagramStories() {
  const { t } = useTranslation();
  const account = useSession(selectCurrentInstaAccount);
  const stories = useInstagramStories();
  return (
    <div className="publishing-screen" data-testid="instagram-stories">
      <h2 className="screen-title">{t('publishing.stories.title')}</h2>
      <p className="muted">{account ? t('publishing.stories.intro', { account: account.name }) : null}</p>
      {!account ? (
        <Empty description={t('publishing.instagram.noAccount')} />
      ) : stories.isError ? (
        <Alert type="error" showIcon title={describeApiError(stories.error, t).title} />
      ) : stories.isLoading ? (
        <Skeleton active />
      ) : stories.data?.stories.length ? (
        <div className="media-grid" data-testid="story-list">
          {stories.data.stories.map((story) => (
            <MediaTile key={story.id} item={story} story />
          ))}
        </div>
      ) : (
        <Empty description={t('publishing.stories.empty')} data-testid="stories-empty" />
      )}
    </div>
  );
}
