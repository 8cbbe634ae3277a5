import { messengerLimits } from '@app/contract';
import { Alert, Card, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useReplyChannelRules } from '../../channel/reply-channel-context.tsx';
import { replyPaths } from '../../reply-paths.ts';
import { ReplyTextsEditor } from '../reply-texts-editor.tsx';
import type { PublicSource, ReplyCampaignFormState } from './use-reply-campaign-form.ts';

/** The public replies under each comment: own texts or a saved comment template, and how many to post. */
export function PublicRepliesSection({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const { lookup, control, publicSource } = form;
  const { commentTemplates } = useReplyChannelRules();
  const { field: enabled } = useController({ control, name: 'comment_enabled' });
  return (
    <Card
      size="small"
      title={t('replies.form.publicSection')}
      extra={
        <Switch
          checked={enabled.value}
          onChange={(checked) => enabled.onChange(checked)}
          aria-label={t('replies.form.publicSection')}
          data-testid="comment-enabled"
        />
      }
    >
      {lookup('comment_enabled') ? (
        <Alert type="error" showIcon title={t('replies.form.enableOne')} className="section-alert" />
      ) : null}
      {enabled.value ? (
        <div className="form-stack">
          <Typography.Text type="secondary">{t('replies.form.publicHint')}</Typography.Text>
          {commentTemplates ? (
            <Radio.Group
              value={publicSource}
              onChange={(event) => form.setPublicSource(event.target.value as PublicSource)}
              optionType="button"
              options={[
                { value: 'texts', label: t('replies.form.ownTexts') },
                { value: 'template', label: t('replies.form.useCommentTemplate') },
              ]}
            />
          ) : null}
          {publicSource === 'texts' ? <OwnTextsField form={form} /> : <CommentTemplateField form={form} />}
          <CommentNumberField form={form} />
        </div>
      ) : null}
    </Card>
  );
}

function OwnTextsField({ form }: { form: ReplyCampaignFormState }) {
  const { field } = useController({ control: form.control, name: 'comments' });
  const error = form.lookup('comments');
  return (
    <ReplyTextsEditor
      texts={field.value}
      onChange={field.onChange}
      hasError={(index) => Boolean(form.lookup(`comments.${index}`))}
      testIdPrefix="reply-text"
      testId="reply-texts"
    >
      {error ? <div className="form-field-error">{error}</div> : null}
    </ReplyTextsEditor>
  );
}

function CommentTemplateField({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'comment_template_id' });
  return (
    <FormField
      label={t('replies.form.commentTemplate')}
      htmlFor="reply-comment-template"
      error={form.lookup('comments')}
    >
      <Select
        id="reply-comment-template"
        value={field.value ?? undefined}
        onChange={(id: number) => field.onChange(id)}
        options={form.commentTemplates.map((template) => ({
          value: template.id,
          label: <bdi>{template.name}</bdi>,
        }))}
        placeholder={t('replies.form.commentTemplatePlaceholder')}
        loading={form.templatesLoading}
        notFoundContent={t('replies.commentTemplates.empty')}
      />
      <Link to={replyPaths.commentTemplates}>{t('replies.form.manageCommentTemplates')}</Link>
    </FormField>
  );
}

/** How many public replies each comment gets: each a different text, so never more than the list has. */
function CommentNumberField({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'comment_number' });
  const texts = useWatch({ control: form.control, name: 'comments' });
  const distinctTexts = new Set(texts.map((text) => text.trim()).filter(Boolean)).size;
  const fewerTexts = form.publicSource === 'texts' && distinctTexts > 0 && distinctTexts < field.value;
  return (
    <FormField
      label={t('replies.form.commentNumber')}
      htmlFor="reply-comment-number"
      error={form.lookup('comment_number')}
    >
      <InputNumber
        id="reply-comment-number"
        min={1}
        max={messengerLimits.publicRepliesPerCampaign}
        value={field.value}
        onChange={(number) => field.onChange(number ?? 1)}
      />
      <Typography.Text type="secondary">{t('replies.form.commentNumberHint')}</Typography.Text>
      {fewerTexts ? (
        <Typography.Text type="warning" data-testid="comment-number-fewer-texts">
          {t('replies.form.commentNumberFewerTexts', { count: distinctTexts })}
        </Typography.Text>
      ) : null}
    </FormField>
  );
}
