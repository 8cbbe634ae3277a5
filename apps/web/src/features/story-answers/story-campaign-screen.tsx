import './story-quick-replies.css';
import type { StoryReplyCampaign } from '@app/contract';
import { ArrowRightOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Empty, Image, Skeleton, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MediaTile } from '@/shared/ui/media-tile.tsx';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { storyCampaignPath } from './instagram-stories-screen.tsx';
import { useDeleteStoryCampaign, useStoriesWithReplies, useStoryCampaign } from './story-campaign-api.ts';
import { StoryQuickReplyTrail } from './story-quick-reply-trail.tsx';

const storiesPath = '/dashboard/instagram/instagram-stories';

/** The story as Meta shows it now, or as it was when the campaign was saved once it expired. */
export function StoryPreview({ storyId, saved }: { storyId: string; saved: StoryReplyCampaign['story'] }) {
  const { t } = useTranslation();
  const stories = useStoriesWithReplies();
  const current = stories.data?.stories.find((story) => story.id === storyId);
  const shown = current ?? (saved ? { id: storyId, ...saved } : null);
  return (
    <div className="story-campaign-preview">
      {shown ? <MediaTile item={shown} story /> : null}
      {stories.data && !current ? <Alert type="info" showIcon title={t('storyCampaigns.detail.expired')} /> : null}
    </div>
  );
}

/** Back to the stories grid, the arrow pointing the reading direction's way back. */
export function BackToStories() {
  const { t, i18n } = useTranslation();
  return (
    <Link to={storiesPath} className="story-campaign-back">
      {i18n.dir() === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t('storyCampaigns.detail.back')}
    </Link>
  );
}

/** /dashboard/instagram/stories-reply/:id — the campaign on one story's replies and the trail of its answers. */
export function StoryCampaignScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const storyId = useParams().id ?? '';
  const account = useSession(selectCurrentInstaAccount);
  const stored = useStoryCampaign(storyId);
  const remove = useDeleteStoryCampaign(storyId);
  const [confirming, setConfirming] = useState(false);

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid="story-campaign">
      <BackToStories />
      <h2 className="screen-title">{t('storyCampaigns.detail.title')}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !stored.data) return frame(<Skeleton active />);
  const { campaign, counts, trail } = stored.data;
  const editPath = `${storyCampaignPath(storyId)}/edit`;

  return frame(
    <>
      <Card size="small">
        <div className="story-campaign-summary">
          <StoryPreview storyId={storyId} saved={campaign?.story ?? null} />
          <div className="story-campaign-details">
            {campaign ? (
              <Descriptions
                size="small"
                column={1}
                bordered
                data-testid="story-campaign-details"
                items={[
                  { key: 'story', label: t('storyCampaigns.detail.storyId'), children: <bdi>{storyId}</bdi> },
                  {
                    key: 'status',
                    label: t('storyCampaigns.detail.status'),
                    children: (
                      <Tag color={campaign.enabled ? 'success' : 'default'} data-testid="story-campaign-status">
                        {t(campaign.enabled ? 'storyCampaigns.detail.on' : 'storyCampaigns.detail.off')}
                      </Tag>
                    ),
                  },
                  {
                    key: 'text',
                    label: t('storyCampaigns.detail.message'),
                    children: (
                      <span className="story-campaign-text" dir="auto" data-testid="story-campaign-text">
                        {campaign.text}
                      </span>
                    ),
                  },
                  ...(campaign.media
                    ? [
                        {
                          key: 'image',
                          label: t('storyCampaigns.detail.image'),
                          children: <Image src={campaign.media.url} width={96} alt="" />,
                        },
                      ]
                    : []),
                  {
                    key: 'keywords',
                    label: t('storyCampaigns.detail.keywords'),
                    children: campaign.keywords.length
                      ? campaign.keywords.map((keyword) => (
                          <Tag key={keyword} dir="auto">
                            {keyword}
                          </Tag>
                        ))
                      : t('storyCampaigns.detail.everyReply'),
                  },
                  {
                    key: 'frequency',
                    label: t('storyCampaigns.detail.frequency'),
                    children: t(
                      campaign.once_per_story ? 'storyQuickReplies.oncePerStory' : 'storyQuickReplies.everyTime',
                    ),
                  },
                  { key: 'received', label: t('storyCampaigns.detail.received'), children: counts.received },
                  { key: 'answered', label: t('storyCampaigns.detail.answered'), children: counts.answered },
                ]}
              />
            ) : (
              <Empty description={t('storyCampaigns.detail.noCampaign')} />
            )}
            <div className="story-campaign-actions">
              <Link to={editPath}>
                <Button type="primary" data-testid="story-campaign-edit">
                  {t(campaign ? 'storyCampaigns.detail.edit' : 'storyCampaigns.detail.setUp')}
                </Button>
              </Link>
              {campaign ? (
                <Button danger onClick={() => setConfirming(true)} data-testid="story-campaign-delete">
                  {t('storyCampaigns.detail.delete')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      </Card>
      <Card size="small" title={t('storyQuickReplies.trail.title')}>
        <StoryQuickReplyTrail items={trail} emptyText={t('storyCampaigns.detail.trailEmpty')} />
      </Card>
      <ConfirmActionModal
        open={confirming}
        title={t('storyCampaigns.detail.delete')}
        okText={t('storyCampaigns.detail.delete')}
        danger
        onConfirm={async () => {
          await remove.mutateAsync();
          void message.success(t('storyCampaigns.detail.deleted'));
        }}
        onClose={() => setConfirming(false)}
        testId="story-campaign-delete-confirm"
      >
        {t('storyCampaigns.detail.deleteConfirm')}
      </ConfirmActionModal>
    </>,
  );
}
