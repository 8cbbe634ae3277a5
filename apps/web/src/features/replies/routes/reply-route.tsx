import '../styles/replies.css';
import '../styles/reply-form.css';
import type { ReplyCampaign } from '@app/contract';
import { Alert, App, Breadcrumb, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import type { ReplyPost } from '../api/get-page-posts.ts';
import { useReplyCampaign } from '../api/get-reply-campaign.ts';
import { useChannelPosts } from '../api/use-channel-posts.ts';
import { useReplyChannel, useReplyChannelRules } from '../channel/reply-channel-context.tsx';
import { CampaignStatusTag } from '../components/campaign-status-tag.tsx';
import { ReplyCampaignForm } from '../components/reply-form/reply-campaign-form.tsx';
import { emptyReplyCampaign, type ReplyFormValues } from '../components/reply-form/use-reply-campaign-form.ts';

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
    item_ids: campaign.item_ids,
    reply_type: 'generic',
    keywords: campaign.keywords,
    filter_words: campaign.filter_words,
    not_matching_reply: campaign.not_matching_reply,
    enable_old: campaign.enable_old,
    enable_multiple: campaign.enable_multiple,
    include_url: campaign.include_url,
    flow_id: campaign.flow_id,
    hide_contact_comments: campaign.hide_contact_comments,
    stop_at: campaign.stop_at,
    schedule: campaign.schedule,
  };
}

function useSavedNavigation() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { paths } = useReplyChannelRules();
  return () => {
    void message.success(t('replies.form.saved'));
    void navigate(paths.posts);
  };
}

/**
 * The post a campaign answers, from the page's posts or the Instagram account's media loaded so far; a media not
 * among them is shown by its id alone.
 */
function useCampaignPost(postId: string | undefined): { post: ReplyPost | null; loading: boolean } {
  const channel = useReplyChannel();
  const { postOf, loading } = useChannelPosts();
  const post = useMemo(() => {
    if (postId === undefined) return null;
    const found = postOf(postId);
    if (found || channel === 'facebook') return found;
    return { id: postId, message: '', picture: null, permalink_url: null };
  }, [channel, postId, postOf]);
  return { post, loading };
}

function usePostsCrumb() {
  const { t } = useTranslation();
  const channel = useReplyChannel();
  const { paths } = useReplyChannelRules();
  return {
    title: <Link to={paths.posts}>{t(channel === 'instagram' ? 'instagramPosts.title' : 'replies.posts.title')}</Link>,
  };
}

/** /dashboard/fb/reply/{postId} and /dashboard/instagram/reply/{mediaId}: a new campaign on a post. */
export function NewReplyRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { post, loading } = useCampaignPost(id);
  const onSaved = useSavedNavigation();
  const postsCrumb = usePostsCrumb();
  const initialValues = useMemo(() => emptyReplyCampaign(id), [id]);

  return (
    <div className="reply-screen">
      <Breadcrumb items={[postsCrumb, { title: t('replies.form.newTitle') }]} />
      <h2 className="screen-title">{t('replies.form.newTitle')}</h2>
      {loading ? (
        <Skeleton active />
      ) : (
        <ReplyCampaignForm initialValues={initialValues} post={post} onSaved={onSaved} />
      )}
    </div>
  );
}

/** /dashboard/fb/reply/{campaignId}/edit and /dashboard/instagram/reply/{campaignId}/edit. */
export function EditReplyRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const detail = useReplyCampaign(id);
  const onSaved = useSavedNavigation();
  const postsCrumb = usePostsCrumb();
  const campaign = detail.data?.campaign;
  const initialValues = useMemo(() => (campaign ? toFormValues(campaign) : null), [campaign]);
  const { post } = useCampaignPost(campaign?.post);

  return (
    <div className="reply-screen">
      <Breadcrumb items={[postsCrumb, { title: t('replies.form.editTitle') }]} />
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
