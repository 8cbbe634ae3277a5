import { Card, Select, Switch, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasFeatureGroup } from '@app/contract';
import { useFlowList } from '@/features/bot-flows/index.ts';
import { ProductItemsPicker } from '@/shared/product-cards/product-items-picker.tsx';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';
import { PrivateMessageEditor } from '../private-message-editor.tsx';
import { useReplyChannel } from '../../channel/reply-channel-context.tsx';
import type { ReplyCampaignFormState, ReplyFormValues } from './use-reply-campaign-form.ts';

/** The five fields of the private message, bound as one value for the shared editor. */
function usePrivateMessageFields(control: Control<ReplyFormValues>) {
  const { field: messageType } = useController({ control, name: 'message_type' });
  const { field: message } = useController({ control, name: 'message' });
  const { field: buttons } = useController({ control, name: 'buttons' });
  const { field: cards } = useController({ control, name: 'cards' });
  const { field: attachmentUrl } = useController({ control, name: 'attachment_url' });
  const value: PrivateMessageValue = {
    message_type: messageType.value,
    message: message.value,
    buttons: buttons.value,
    cards: cards.value,
    attachment_url: attachmentUrl.value,
  };
  const onChange = (patch: Partial<PrivateMessageValue>) => {
    if (patch.message_type !== undefined) messageType.onChange(patch.message_type);
    if (patch.message !== undefined) message.onChange(patch.message);
    if (patch.buttons !== undefined) buttons.onChange(patch.buttons);
    if (patch.cards !== undefined) cards.onChange(patch.cards);
    if (patch.attachment_url !== undefined) attachmentUrl.onChange(patch.attachment_url);
  };
  return { value, onChange };
}

/** The private reply (Messenger, or Instagram Direct) to each commenter, optionally filled from a saved template. */
export function PrivateMessageSection({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const channel = useReplyChannel();
  const { field: enabled } = useController({ control: form.control, name: 'message_enabled' });
  const title = t(channel === 'instagram' ? 'instagramReplies.form.privateSection' : 'replies.form.privateSection');
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Switch
          checked={enabled.value}
          onChange={(checked) => enabled.onChange(checked)}
          aria-label={title}
          data-testid="message-enabled"
        />
      }
    >
      {enabled.value ? <PrivateMessageFields form={form} /> : null}
    </Card>
  );
}

function PrivateMessageFields({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const channel = useReplyChannel();
  const privateMessage = usePrivateMessageFields(form.control);
  return (
    <div className="form-stack">
      <Typography.Text type="secondary">
        {t(channel === 'instagram' ? 'instagramReplies.form.privateHint' : 'replies.form.privateHint')}
      </Typography.Text>
      {form.replyTemplates.length ? (
        <FormField label={t('replies.form.fromTemplate')} htmlFor="reply-from-template">
          <Select
            id="reply-from-template"
            placeholder={t('replies.form.fromTemplatePlaceholder')}
            options={form.replyTemplates.map((template) => ({
              value: template.id,
              label: <bdi>{template.name}</bdi>,
            }))}
            onChange={(id: number) => void form.applyTemplate(id)}
            value={null}
          />
        </FormField>
      ) : null}
      <PrivateMessageEditor
        value={privateMessage.value}
        onChange={privateMessage.onChange}
        attachment={form.attachment}
        onAttachmentChange={form.setAttachment}
        errorAt={form.lookup}
        idPrefix="reply"
        withProducts
      />
      {privateMessage.value.message_type === 'products' ? <ProductItemsField form={form} /> : null}
      {channel === 'instagram' ? null : <StartFlowField form={form} />}
    </div>
  );
}

/** Comment to order: the store items the private reply sends as product cards. */
function ProductItemsField({ form }: { form: ReplyCampaignFormState }) {
  const pageId = useSession((state) => selectCurrentPage(state)?.id ?? null);
  const { field } = useController({ control: form.control, name: 'item_ids' });
  return (
    <ProductItemsPicker
      id="reply-product-items"
      pageId={pageId}
      value={field.value}
      onChange={field.onChange}
      error={form.lookup('item_ids')}
    />
  );
}

/**
 * Comment to DM: a published flow of the page the commenter enters when they answer the private message. Shown
 * only on pages whose plan has the bot.
 */
function StartFlowField({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const hasBot = useSession((state) => {
    const page = selectCurrentPage(state);
    return page !== null && hasFeatureGroup(page.features, 'has_bot');
  });
  const flows = useFlowList(hasBot);
  const { field } = useController({ control: form.control, name: 'flow_id' });
  if (!hasBot) return null;
  const error = form.lookup('flow_id');
  return (
    <FormField label={t('replies.form.startFlow')} htmlFor="reply-start-flow" error={error}>
      <Select
        id="reply-start-flow"
        data-testid="reply-start-flow"
        allowClear
        placeholder={t('replies.form.startFlowNone')}
        loading={flows.isLoading}
        value={field.value ?? undefined}
        onChange={(id: number | undefined) => field.onChange(id ?? null)}
        options={(flows.data?.flows ?? []).map((flow) => ({
          value: flow.id,
          disabled: flow.published_version === null,
          label: (
            <>
              <bdi>{flow.name}</bdi>
              {flow.published_version === null ? ` (${t('replies.form.startFlowUnpublished')})` : ''}
            </>
          ),
        }))}
      />
      <Typography.Text type="secondary">{t('replies.form.startFlowHint')}</Typography.Text>
    </FormField>
  );
}
