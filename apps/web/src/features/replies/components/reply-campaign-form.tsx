import '../styles/replies.css';
import '../styles/reply-form.css';
import { messengerLimits, replyCampaignInputSchema, type ReplyCampaignInput } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from './form-actions.tsx';
import type { z } from 'zod';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import {
  describeApiError,
  ErrorDetails,
  useShowApiError,
  type ApiErrorDescription,
} from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import type { PagePost } from '../api/get-page-posts.ts';
import { useReplyDependencies } from '../api/get-reply-dependencies.ts';
import { replyTemplateQueryOptions } from '../api/get-reply-template.ts';
import { useSaveReplyCampaign } from '../api/save-reply-campaign.ts';
import { replyPaths } from '../reply-paths.ts';
import { errorAt, showServerFieldErrors } from './field-errors.ts';
import { PrivateMessageEditor, type PrivateMessageValue } from './private-message-editor.tsx';
import { ReplyPreviewPanel } from './reply-preview-panel.tsx';
import { ReplyTextsEditor } from './reply-texts-editor.tsx';
import { TagInput } from './tag-input.tsx';

export type ReplyFormValues = ReplyCampaignInput;

// A picked file stands in for attachment_url while validating; the server stores it and sets the url.
const pendingUploadUrl = 'https://upload.invalid/pending';

export function emptyReplyCampaign(post: string): ReplyFormValues {
  return {
    name: '',
    post,
    comment_enabled: true,
    comments: [''],
    comment_template_id: null,
    comment_number: 1,
    message_enabled: false,
    message_type: 'text',
    message: '',
    buttons: [],
    cards: [],
    attachment_url: null,
    reply_type: 'generic',
    keywords: [],
    filter_words: [],
    not_matching_reply: null,
    enable_old: false,
    enable_multiple: false,
    include_url: false,
    stop_at: null,
    schedule: null,
  };
}

type ReplyCampaignFormProps = {
  initialValues: ReplyFormValues;
  post: PagePost | null;
  onSaved: (campaignId: number) => void;
};

/** The whole reply form of spec section 3, with a live phone preview beside it. */
export function ReplyCampaignForm({ initialValues, post, onSaved }: ReplyCampaignFormProps) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const page = useSession(selectCurrentPage);
  const queryClient = useQueryClient();
  const showApiError = useShowApiError();
  const dependencies = useReplyDependencies();
  const save = useSaveReplyCampaign();
  const [attachment, setAttachment] = useState<File | null>(null);
  const attachmentRef = useRef<File | null>(null);
  attachmentRef.current = attachment;
  const [publicSource, setPublicSource] = useState<'texts' | 'template'>(
    initialValues.comment_template_id ? 'template' : 'texts',
  );
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);

  const resolver = useMemo(() => {
    const validate = localizedZodResolver(
      replyCampaignInputSchema as unknown as z.ZodType<ReplyFormValues, FieldValues>,
      messageLocale(locale),
    );
    return (async (values, context, options) => {
      const prepared = {
        ...values,
        comments: values.comments.filter((text) => text.trim().length > 0),
        attachment_url: attachmentRef.current ? pendingUploadUrl : values.attachment_url,
      };
      return validate(prepared, context, options);
    }) as typeof validate;
  }, [locale]);

  const { handleSubmit, watch, setValue, formState, setError, reset } = useForm<ReplyFormValues>({
    resolver,
    defaultValues: initialValues,
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const values = watch();
  const errors = formState.errors;
  const lookup = (path: string) => errorAt(errors, path);
  const set = <Key extends keyof ReplyFormValues>(name: Key, value: ReplyFormValues[Key]) =>
    setValue(name as never, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const commentTemplates = dependencies.data?.comment_templates ?? [];
  const replyTemplates = dependencies.data?.reply_templates ?? [];
  const quota = dependencies.data?.quota;

  const applyTemplate = async (id: number) => {
    try {
      const { template } = await queryClient.fetchQuery(replyTemplateQueryOptions(page?.id ?? null, id));
      const patch: PrivateMessageValue = {
        message_type: template.message_type,
        message: template.message ?? '',
        buttons: template.buttons,
        cards: template.cards,
        attachment_url: template.attachment_url,
      };
      for (const [name, value] of Object.entries(patch)) set(name as keyof PrivateMessageValue, value as never);
      setAttachment(null);
    } catch (error) {
      showApiError(error);
    }
  };

  const submit = handleSubmit(async (parsed) => {
    setSubmitError(null);
    const payload: ReplyFormValues = {
      ...parsed,
      attachment_url: attachment ? null : parsed.attachment_url,
      comments: publicSource === 'texts' ? parsed.comments : [],
      comment_template_id: publicSource === 'template' ? parsed.comment_template_id : null,
    };
    try {
      const { campaign } = await save.mutateAsync({
        values: payload,
        attachment: payload.message_enabled ? attachment : null,
      });
      onSaved(campaign.id);
    } catch (error) {
      showApiError(error);
      setSubmitError(describeApiError(error, t));
      showServerFieldErrors(error, setError);
    }
  });

  const comments = values.comments;
  const privateMessage: PrivateMessageValue = {
    message_type: values.message_type,
    message: values.message,
    buttons: values.buttons,
    cards: values.cards,
    attachment_url: values.attachment_url,
  };
  const templateReplies =
    commentTemplates.find((template) => template.id === values.comment_template_id)?.replies ?? [];
  const publicReplies = publicSource === 'template' ? templateReplies : comments.filter((text) => text.trim());

  return (
    <form className="reply-form-layout" onSubmit={(event) => void submit(event)} noValidate data-testid="reply-form">
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={14} className="reply-form-column">
          {quota && quota.limit !== null && quota.used >= quota.limit ? (
            <Alert
              type="warning"
              showIcon
              title={t('replies.planLimitReached')}
              description={t('replies.quotaUsed', { used: quota.used, limit: quota.limit })}
            />
          ) : null}
          {submitError ? (
            <Alert
              type="error"
              showIcon
              closable={{ onClose: () => setSubmitError(null) }}
              title={<span dir="auto">{submitError.title}</span>}
              description={submitError.details.length ? <ErrorDetails details={submitError.details} /> : undefined}
              data-testid="reply-form-error"
            />
          ) : null}

          <Card title={t('replies.form.campaignSection')} size="small">
            <div className="form-stack">
              <FormField label={t('replies.form.name')} htmlFor="reply-name" error={lookup('name')}>
                <Input
                  id="reply-name"
                  value={values.name}
                  onChange={(event) => set('name', event.target.value)}
                  maxLength={100}
                  dir="auto"
                  placeholder={t('replies.form.namePlaceholder')}
                  status={lookup('name') ? 'error' : ''}
                  data-testid="reply-name"
                />
              </FormField>
              <FormField label={t('replies.form.post')} htmlFor="reply-post" error={lookup('post')}>
                <div id="reply-post" className="reply-post-summary">
                  {post?.picture ? <img src={post.picture} alt="" /> : null}
                  <div>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} className="reply-post-text">
                      <bdi>{post?.message || t('replies.posts.noText')}</bdi>
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" className="ltr-number">
                      {values.post}
                    </Typography.Text>
                  </div>
                </div>
              </FormField>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <FormField label={t('replies.form.stopAt')} htmlFor="reply-stop-at" error={lookup('stop_at')}>
                    <DatePicker
                      id="reply-stop-at"
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      value={values.stop_at ? dayjs(values.stop_at) : null}
                      onChange={(date) => {
                        set('stop_at', date ? date.toISOString() : null);
                        if (!date) set('schedule', null);
                      }}
                      disabledDate={(date) => date.isBefore(dayjs().startOf('day'))}
                      placeholder={t('replies.form.stopAtPlaceholder')}
                      className="full-width"
                    />
                  </FormField>
                </Col>
                <Col xs={24} md={12} className="align-end">
                  <Checkbox
                    checked={values.schedule !== null}
                    disabled={!values.stop_at}
                    onChange={(event) => set('schedule', event.target.checked ? { type: 'stop', message: '' } : null)}
                    data-testid="reply-schedule"
                  >
                    {t('replies.form.scheduleStop')}
                  </Checkbox>
                </Col>
              </Row>
              {values.schedule ? (
                <FormField
                  label={t('replies.form.scheduleMessage')}
                  htmlFor="reply-schedule-message"
                  error={lookup('schedule.message')}
                >
                  <Input.TextArea
                    id="reply-schedule-message"
                    value={values.schedule.message ?? ''}
                    onChange={(event) => set('schedule', { type: 'stop', message: event.target.value })}
                    autoSize={{ minRows: 2, maxRows: 5 }}
                    maxLength={messengerLimits.textLength}
                    dir="auto"
                    placeholder={t('replies.form.scheduleMessagePlaceholder')}
                  />
                </FormField>
              ) : null}
            </div>
          </Card>

          <Card
            size="small"
            title={t('replies.form.publicSection')}
            extra={
              <Switch
                checked={values.comment_enabled}
                onChange={(checked) => set('comment_enabled', checked)}
                aria-label={t('replies.form.publicSection')}
                data-testid="comment-enabled"
              />
            }
          >
            {lookup('comment_enabled') ? (
              <Alert type="error" showIcon title={t('replies.form.enableOne')} className="section-alert" />
            ) : null}
            {values.comment_enabled ? (
              <div className="form-stack">
                <Typography.Text type="secondary">{t('replies.form.publicHint')}</Typography.Text>
                <Radio.Group
                  value={publicSource}
                  onChange={(event) => setPublicSource(event.target.value as 'texts' | 'template')}
                  optionType="button"
                  options={[
                    { value: 'texts', label: t('replies.form.ownTexts') },
                    { value: 'template', label: t('replies.form.useCommentTemplate') },
                  ]}
                />
                {publicSource === 'texts' ? (
                  <ReplyTextsEditor
                    texts={comments}
                    onChange={(texts) => set('comments', texts)}
                    hasError={(index) => Boolean(lookup(`comments.${index}`))}
                    testIdPrefix="reply-text"
                    testId="reply-texts"
                  >
                    {lookup('comments') ? <div className="form-field-error">{lookup('comments')}</div> : null}
                  </ReplyTextsEditor>
                ) : (
                  <FormField
                    label={t('replies.form.commentTemplate')}
                    htmlFor="reply-comment-template"
                    error={lookup('comments')}
                  >
                    <Select
                      id="reply-comment-template"
                      value={values.comment_template_id ?? undefined}
                      onChange={(id: number) => set('comment_template_id', id)}
                      options={commentTemplates.map((template) => ({
                        value: template.id,
                        label: <bdi>{template.name}</bdi>,
                      }))}
                      placeholder={t('replies.form.commentTemplatePlaceholder')}
                      loading={dependencies.isLoading}
                      notFoundContent={t('replies.commentTemplates.empty')}
                    />
                    <Link to={replyPaths.commentTemplates}>{t('replies.form.manageCommentTemplates')}</Link>
                  </FormField>
                )}
                <FormField
                  label={t('replies.form.commentNumber')}
                  htmlFor="reply-comment-number"
                  error={lookup('comment_number')}
                >
                  <InputNumber
                    id="reply-comment-number"
                    min={1}
                    max={messengerLimits.publicRepliesPerCampaign}
                    value={values.comment_number}
                    onChange={(number) => set('comment_number', number ?? 1)}
                  />
                  <Typography.Text type="secondary">{t('replies.form.commentNumberHint')}</Typography.Text>
                </FormField>
              </div>
            ) : null}
          </Card>

          <Card
            size="small"
            title={t('replies.form.privateSection')}
            extra={
              <Switch
                checked={values.message_enabled}
                onChange={(checked) => set('message_enabled', checked)}
                aria-label={t('replies.form.privateSection')}
                data-testid="message-enabled"
              />
            }
          >
            {values.message_enabled ? (
              <div className="form-stack">
                <Typography.Text type="secondary">{t('replies.form.privateHint')}</Typography.Text>
                {replyTemplates.length ? (
                  <FormField label={t('replies.form.fromTemplate')} htmlFor="reply-from-template">
                    <Select
                      id="reply-from-template"
                      placeholder={t('replies.form.fromTemplatePlaceholder')}
                      options={replyTemplates.map((template) => ({
                        value: template.id,
                        label: <bdi>{template.name}</bdi>,
                      }))}
                      onChange={(id: number) => void applyTemplate(id)}
                      value={null}
                    />
                  </FormField>
                ) : null}
                <PrivateMessageEditor
                  value={privateMessage}
                  onChange={(patch) => {
                    for (const [name, value] of Object.entries(patch))
                      set(name as keyof PrivateMessageValue, value as never);
                  }}
                  attachment={attachment}
                  onAttachmentChange={setAttachment}
                  errorAt={lookup}
                  idPrefix="reply"
                />
              </div>
            ) : null}
          </Card>

          <Card size="small" title={t('replies.form.targetingSection')}>
            <div className="form-stack">
              <FormField label={t('replies.form.keywords')} htmlFor="reply-keywords" error={lookup('keywords')}>
                <TagInput
                  id="reply-keywords"
                  value={values.keywords}
                  onChange={(words) => set('keywords', words)}
                  placeholder={t('replies.form.keywordsPlaceholder')}
                  testId="reply-keywords"
                />
                <Typography.Text type="secondary">{t('replies.form.keywordsHint')}</Typography.Text>
              </FormField>
              <FormField
                label={t('replies.form.filterWords')}
                htmlFor="reply-filter-words"
                error={lookup('filter_words')}
              >
                <TagInput
                  id="reply-filter-words"
                  value={values.filter_words}
                  onChange={(words) => set('filter_words', words)}
                  placeholder={t('replies.form.filterWordsPlaceholder')}
                  testId="reply-filter-words"
                />
                <Typography.Text type="secondary">{t('replies.form.filterWordsHint')}</Typography.Text>
              </FormField>
              <FormField
                label={t('replies.form.notMatchingReply')}
                htmlFor="reply-not-matching"
                error={lookup('not_matching_reply')}
              >
                <Input.TextArea
                  id="reply-not-matching"
                  value={values.not_matching_reply ?? ''}
                  onChange={(event) => set('not_matching_reply', event.target.value || null)}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={messengerLimits.textLength}
                  dir="auto"
                  disabled={values.keywords.length === 0}
                  placeholder={t('replies.form.notMatchingPlaceholder')}
                />
                <Typography.Text type="secondary">{t('replies.form.notMatchingHint')}</Typography.Text>
              </FormField>
            </div>
          </Card>

          <Card size="small" title={t('replies.form.optionsSection')}>
            <div className="option-list">
              <OptionSwitch
                checked={values.enable_old}
                onChange={(checked) => set('enable_old', checked)}
                title={t('replies.form.enableOld')}
                hint={t('replies.form.enableOldHint', { count: messengerLimits.oldCommentsAnswered })}
                testId="enable-old"
              />
              <OptionSwitch
                checked={values.enable_multiple}
                onChange={(checked) => set('enable_multiple', checked)}
                title={t('replies.form.enableMultiple')}
                hint={t('replies.form.enableMultipleHint')}
                testId="enable-multiple"
              />
              <OptionSwitch
                checked={values.include_url}
                onChange={(checked) => set('include_url', checked)}
                title={t('replies.form.includeUrl')}
                hint={t('replies.form.includeUrlHint')}
                testId="include-url"
              />
            </div>
          </Card>

          <FormActions
            saving={save.isPending}
            label={values.id ? t('replies.form.saveChanges') : t('replies.form.create')}
            cancelTo={replyPaths.posts}
            testId="reply-save"
          />
        </Col>
        <Col xs={24} xl={10}>
          <div className="reply-preview-sticky">
            <ReplyPreviewPanel
              page={{ name: page?.name ?? '', avatar: page?.avatar ?? null }}
              post={post}
              publicEnabled={values.comment_enabled}
              publicReplies={publicReplies}
              notMatchingReply={values.not_matching_reply}
              keywords={values.keywords}
              filterWords={values.filter_words}
              privateEnabled={values.message_enabled}
              privateMessage={privateMessage}
              attachment={attachment}
              postLink={values.include_url ? (post?.permalink_url ?? `https://facebook.com/${values.post}`) : null}
            />
          </div>
        </Col>
      </Row>
    </form>
  );
}

function OptionSwitch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <label className="option-switch">
      <Switch checked={props.checked} onChange={props.onChange} data-testid={props.testId} />
      <span>
        <span className="option-switch-title">{props.title}</span>
        <Typography.Text type="secondary" className="option-switch-hint">
          {props.hint}
        </Typography.Text>
      </span>
    </label>
  );
}
