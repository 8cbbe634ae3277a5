import '../styles/replies.css';
import '../styles/posts.css';
import '../styles/instagram-posts.css';
import type { ReplyCampaign } from '@app/contract';
import { Alert, App, Button, Card, Empty, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { describeApiError, ErrorDetails, notificationDurationSeconds } from '@/shared/ui/use-show-api-error.tsx';
import { useInstagramPosts, useSetInstagramComments } from '../api/instagram-posts.ts';
import { ReplyChannelProvider } from '../channel/reply-channel-context.tsx';
import { CampaignDetailDrawer } from '../components/campaign-detail-drawer.tsx';
import { PostCommentsDrawer } from '../components/post-comments-drawer.tsx';
import { useCampaignsTab } from '../components/use-campaigns-tab.tsx';
import { InstagramPostCard } from '../instagram/instagram-post-card.tsx';

/** /dashboard/instagram/posts: the account's posts and reels, each with its comments switch, and its campaigns. */
export function InstagramPostsRoute() {
  return (
    <ReplyChannelProvider channel="instagram">
      <InstagramPostsScreen />
    </ReplyChannelProvider>
  );
}

function InstagramPostsScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notification = useNotifier();
  // Meta's refusal comes as the message of a 422: it is the point, so it is shown under a title that says so.
  const showRefusal = (error: unknown) => {
    const { title, details } = describeApiError(error, t);
    notification.error({
      title: t('instagramPosts.notChanged'),
      description: <ErrorDetails details={details.length ? details : [title]} />,
      duration: notificationDurationSeconds,
      placement: 'top',
    });
  };
  const account = useSession(selectCurrentInstaAccount);
  const posts = useInstagramPosts();
  const setComments = useSetInstagramComments();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const items = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const [detailId, setDetailId] = useState<number | null>(null);
  const [commentsPostId, setCommentsPostId] = useState<string | null>(null);
  const { campaigns, tab: campaignsTab } = useCampaignsTab(setDetailId);
  const campaignsByPost = useMemo(() => {
    const byPost = new Map<string, ReplyCampaign[]>();
    for (const campaign of campaigns.data?.campaigns ?? [])
      byPost.set(campaign.post, [...(byPost.get(campaign.post) ?? []), campaign]);
    return byPost;
  }, [campaigns.data]);

  const changeComments = (id: string, enabled: boolean) => {
    setPendingIds((ids) => new Set(ids).add(id));
    setComments.mutate(
      { id, enabled },
      {
        onSuccess: () => void message.success(t(enabled ? 'instagramPosts.turnedOn' : 'instagramPosts.turnedOff')),
        onError: showRefusal,
        onSettled: () =>
          setPendingIds((ids) => {
            const next = new Set(ids);
            next.delete(id);
            return next;
          }),
      },
    );
  };

  const content = () => {
    if (!account) return <Empty description={t('instagramPosts.noAccount')} />;
    if (posts.isLoading) return <Skeleton active />;
    if (posts.isError) return <Alert type="error" showIcon title={describeApiError(posts.error, t).title} />;
    if (!items.length) return <Empty description={t('instagramPosts.empty')} data-testid="instagram-posts-empty" />;
    return (
      <>
        <div className={`post-grid post-grid-${layout}`} data-testid="instagram-post-list">
          {items.map((post) => (
            <InstagramPostCard
              key={post.id}
              post={post}
              layout={layout}
              pending={pendingIds.has(post.id)}
              onCommentsChange={(enabled) => changeComments(post.id, enabled)}
              campaigns={campaignsByPost.get(post.id) ?? []}
              onCampaign={setDetailId}
              onComments={() => setCommentsPostId(post.id)}
            />
          ))}
        </div>
        {posts.hasNextPage ? (
          <div className="instagram-posts-more">
            <Button onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage}>
              {t('instagramPosts.more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <Card
      title={t('instagramPosts.title')}
      data-testid="instagram-posts"
      extra={
        <Segmented
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'grid', label: t('replies.posts.grid') },
            { value: 'list', label: t('replies.posts.list') },
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        {account ? t('instagramPosts.subtitle', { account: account.name }) : null}
      </Typography.Paragraph>
      <Tabs items={[{ key: 'posts', label: t('instagramPosts.postsTab'), children: content() }, campaignsTab]} />
      <CampaignDetailDrawer campaignId={detailId} onClose={() => setDetailId(null)} />
      <PostCommentsDrawer postId={commentsPostId} onClose={() => setCommentsPostId(null)} />
    </Card>
  );
}
