import '../../styles/replies.css';
import '../../styles/reply-form.css';
import { Alert, Col, Row } from 'antd';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import type { ReplyPost } from '../../api/get-page-posts.ts';
import { useReplyChannelRules, useReplySender } from '../../channel/reply-channel-context.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';
import { ReplyPreviewPanel } from '../reply-preview-panel.tsx';
import { useProductCardsPreview } from '@/shared/product-cards/use-product-cards-preview.ts';
import { CampaignSection } from './campaign-section.tsx';
import { OptionsSection } from './options-section.tsx';
import { PrivateMessageSection } from './private-message-section.tsx';
import { PublicRepliesSection } from './public-replies-section.tsx';
import { TargetingSection } from './targeting-section.tsx';
import { useReplyCampaignForm, type ReplyCampaignFormState, type ReplyFormValues } from './use-reply-campaign-form.ts';

type ReplyCampaignFormProps = {
  initialValues: ReplyFormValues;
  post: ReplyPost | null;
  onSaved: (campaignId: number) => void;
};

/** The whole reply form of spec section 3, with a live phone preview beside it. */
export function ReplyCampaignForm({ initialValues, post, onSaved }: ReplyCampaignFormProps) {
  const { t } = useTranslation();
  const form = useReplyCampaignForm(initialValues, onSaved);
  const campaignId = useWatch({ control: form.control, name: 'id' });
  const { quota, submitError } = form;
  const { paths } = useReplyChannelRules();

  return (
    <form
      className="reply-form-layout"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      data-testid="reply-form"
    >
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={14} className="reply-form-column">
          {quota && quota.limit !== null && quota.used >= quota.limit ? (
            // A used-up quota stops new replies and new campaigns; an existing campaign can still be changed.
            <Alert
              type="warning"
              showIcon
              title={campaignId ? t('replies.form.planLimitEditAllowed') : t('replies.planLimitReached')}
              description={t('replies.quotaUsed', { used: quota.used, limit: quota.limit })}
              data-testid="reply-form-quota"
            />
          ) : null}
          <ApiErrorAlert error={submitError} onClose={form.clearSubmitError} testId="reply-form-error" />
          <CampaignSection form={form} post={post} />
          <PublicRepliesSection form={form} />
          <PrivateMessageSection form={form} />
          <TargetingSection form={form} />
          <OptionsSection form={form} />
          <FormActions
            saving={form.saving}
            label={campaignId ? t('replies.form.saveChanges') : t('replies.form.create')}
            cancelTo={paths.posts}
            testId="reply-save"
          />
        </Col>
        <Col xs={24} xl={10}>
          <div className="reply-preview-sticky">
            <ReplyFormPreview form={form} post={post} />
          </div>
        </Col>
      </Row>
    </form>
  );
}

/** The phone preview follows every field as it is typed. */
function ReplyFormPreview({ form, post }: { form: ReplyCampaignFormState; post: ReplyPost | null }) {
  const sender = useReplySender();
  const { postLink } = useReplyChannelRules();
  const [
    postId,
    commentEnabled,
    comments,
    commentTemplateId,
    notMatchingReply,
    keywords,
    filterWords,
    messageEnabled,
    messageType,
    message,
    buttons,
    cards,
    attachmentUrl,
    includeUrl,
    hideContactComments,
    itemIds,
  ] = useWatch({
    control: form.control,
    name: [
      'post',
      'comment_enabled',
      'comments',
      'comment_template_id',
      'not_matching_reply',
      'keywords',
      'filter_words',
      'message_enabled',
      'message_type',
      'message',
      'buttons',
      'cards',
      'attachment_url',
      'include_url',
      'hide_contact_comments',
      'item_ids',
    ],
  });
  const productCards = useProductCardsPreview(messageType === 'products' ? itemIds : null);
  const privateMessage: PrivateMessageValue = {
    message_type: productCards ? 'cards' : messageType,
    message,
    buttons,
    cards: productCards ?? cards,
    attachment_url: attachmentUrl,
  };
  const templateReplies = form.commentTemplates.find((template) => template.id === commentTemplateId)?.replies ?? [];
  const publicReplies = form.publicSource === 'template' ? templateReplies : comments.filter((text) => text.trim());
  return (
    <ReplyPreviewPanel
      page={sender}
      post={post}
      publicEnabled={commentEnabled}
      publicReplies={publicReplies}
      notMatchingReply={notMatchingReply}
      keywords={keywords}
      filterWords={filterWords}
      privateEnabled={messageEnabled}
      privateMessage={privateMessage}
      attachment={form.attachment}
      hideContactComments={hideContactComments}
      postLink={postLink && includeUrl ? (post?.permalink_url ?? `https://facebook.com/${postId}`) : null}
    />
  );
}
