import '../styles/replies.css';
import '../styles/reply-form.css';
import type { ReplyCampaign } from '@app/contract';
import { Alert, App, Breadcrumb, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePagePosts } from '../api/get-page-posts.ts';
import { useReplyCampaign } from '../api/get-reply-campaign.ts';
import { CampaignStatusTag } from '../components/campaign-status-tag.tsx';
import { ReplyCampaignForm } from '../components/reply-form/reply-campaign-form.tsx';
import { emptyReplyCampaign, type ReplyFormValues } from '../components/reply-form/use-reply-campaign-form.ts';
import { replyPaths } from '../reply-paths.ts';

function toFormValues(campaign: ReplyCampaign): ReplyFormValues {
  return {
    id: campaign.id,
    name: campaign.name,
    post: campaign.post,
    comment_enabled: campaign.comment_enabled,
    comments: campaign.comments.length ? campaign.comments : [''],
    comment_template_id: campaign.comment_template_id,
    comment_number: campaign.comment_number,
    message_enabled: campaign.message_enabled,
    message_type: campaign.message_type,
    message: campaign.message,
    buttons: campaign.buttons,
    cards: campaign.cards.map((card) => ({ ...card, buttons: card.buttons ?? [] })),
    attachment_url: campaign.attachment_url,
    reply_type: 'generic',
    keywords: campaign.keywords,
    filter_words: campaign.filter_words,
    not_matching_reply: campaign.not_matching_reply,
    enable_old: campaign.enable_old,
    enable_multiple: campaign.enable_multiple,
    include_url: campaign.include_url,
    stop_at: campaign.stop_at,
    schedule: campaign.schedule,
  };
}

function useSavedNavigation() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return () => {
    void message.success(t('replies.form.saved'));
    void navigate(replyPaths.posts);
  };
}

/** /dashboard/fb/reply/{postId}: a new campaign on a post. */
export function NewReplyRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const posts = usePagePosts();
  const onSaved = useSavedNavigation();
  const post = useMemo(
    () => [...(posts.data?.posts ?? []), ...(posts.data?.scheduled ?? [])].find((item) => item.id === id) ?? null,
    [posts.data, id],
  );
  const initialValues = useMemo(() => emptyReplyCampaign(id), [id]);

  return (
    <div className="reply-screen">
      <Breadcrumb
        items={[
          { title: <Link to={replyPaths.posts}>{t('replies.posts.title')}</Link> },
          { title: t('replies.form.newTitle') },
        ]}
      />
      <h2 className="screen-title">{t('replies.form.newTitle')}</h2>
      {posts.isLoading ? (
        <Skeleton active />
      ) : (
        <ReplyCampaignForm initialValues={initialValues} post={post} onSaved={onSaved} />
      )}
    </div>
  );
}

/** /dashboard/fb/reply/{campaignId}/edit. */
export function EditReplyRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const detail = useReplyCampaign(id);
  const posts = usePagePosts();
  const onSaved = useSavedNavigation();
  const campaign = detail.data?.campaign;
  const initialValues = useMemo(() => (campaign ? toFormValues(campaign) : null), [campaign]);
  const post = useMemo(
    () =>
      campaign
        ? ([...(posts.data?.posts ?? []), ...(posts.data?.scheduled ?? [])].find((item) => item.id === campaign.post) ??
          null)
        : null,
    [posts.data, campaign],
  );

  return (
    <div className="reply-screen">
      <Breadcrumb
        items={[
          { title: <Link to={replyPaths.posts}>{t('replies.posts.title')}</Link> },
          { title: t('replies.form.editTitle') },
        ]}
      />
      <h2 className="screen-title">
        {t('replies.form.editTitle')}{' '}
        {campaign ? (
          <CampaignStatusTag
            status={campaign.status}
            error={campaign.error}
            planLimitReached={campaign.plan_limit_reached}
          />
        ) : null}
      </h2>
      {detail.isError ? <Alert type="error" showIcon title={describeApiError(detail.error, t).title} /> : null}
      {campaign?.status === 'stopped_error' && campaign.error ? (
        <Alert type="error" showIcon title={<span dir="auto">{campaign.error}</span>} className="section-alert" />
      ) : null}
      {initialValues ? (
        <ReplyCampaignForm initialValues={initialValues} post={post} onSaved={onSaved} />
      ) : detail.isLoading ? (
        <Skeleton active />
      ) : null}
    </div>
  );
}
