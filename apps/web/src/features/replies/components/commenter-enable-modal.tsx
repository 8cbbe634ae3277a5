import '../styles/replies.css';
import '../styles/reply-form.css';
import { commenterPostLimit, type CommenterPost } from '@app/contract';
import { Alert, App, Modal, Radio, Select, Typography, type ButtonProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import { useChangePageEngagement } from '../api/change-page-engagement.ts';
import { useCommentTemplates } from '../api/get-comment-templates.ts';
import type { PagePost } from '../api/get-page-posts.ts';
import { replyPaths } from '../reply-paths.ts';
import type { CommenterFormValues } from '../template-form-schemas.ts';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { ReplyTextsEditor } from './reply-texts-editor.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';

type Source = 'texts' | 'template';

type CommenterEnableModalProps = {
  post: PagePost | null;
  /** What the commenter used on this post before, to start from. */
  previous: CommenterPost | undefined;
  enabledPosts: CommenterPost[];
  onClose: () => void;
};

/** Turns the page commenter on for one post with 1–5 texts or a comment template. */
export function CommenterEnableModal({ post, previous, enabledPosts, onClose }: CommenterEnableModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = usePreferences((state) => state.locale);
  const formatDateTime = useFormatDateTime();
  const change = useChangePageEngagement();
  const templates = useCommentTemplates();
  const [source, setSource] = useState<Source>('texts');
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);

  const resolver = useMemo(() => {
    const validate = lazyResolver(() =>
      import('../template-form-schemas.ts').then((schemas) => schemas.commenterResolver(source, messageLocale(locale))),
    );
    return (async (values, context, options) =>
      validate(
        { ...values, comments: values.comments.filter((text) => text.trim()) },
        context,
        options,
      )) as typeof validate;
  }, [source, locale]);

  const { handleSubmit, watch, setValue, formState, setError, reset, clearErrors } = useForm<CommenterFormValues>({
    resolver,
    defaultValues: { comments: [''], comment_template_id: null },
  });

  useEffect(() => {
    if (!post) return;
    setSubmitError(null);
    setSource(previous?.comment_template_id ? 'template' : 'texts');
    reset({
      comments: previous?.comments.length ? previous.comments : [''],
      comment_template_id: previous?.comment_template_id ?? null,
    });
  }, [post, previous, reset]);

  const values = watch();
  const lookup = (path: string) => errorAt(formState.errors, path);
  const setComments = (comments: string[]) => setValue('comments', comments, { shouldValidate: formState.isSubmitted });

  const submit = handleSubmit(async (parsed) => {
    if (!post) return;
    setSubmitError(null);
    try {
      await change.mutateAsync({
        action: 'enable',
        post: post.id,
        comments: source === 'texts' ? parsed.comments : [],
        comment_template_id: source === 'template' ? parsed.comment_template_id : null,
      });
      void message.success(t('replies.engagement.comments.enabled'));
      onClose();
    } catch (error) {
      setSubmitError(describeApiError(error, t));
      showServerFieldErrors(error, setError);
    }
  });

  // Enabling a newer post turns the commenter off on the oldest of the two it is on.
  const others = enabledPosts.filter((entry) => entry.post !== post?.id);
  const replaces =
    others.length >= commenterPostLimit
      ? [...others].sort((a, b) => a.post_created_time.localeCompare(b.post_created_time))[0]
      : undefined;

  return (
    <Modal
      open={post !== null}
      title={t('replies.engagement.comments.enableTitle')}
      okText={t('replies.engagement.comments.enableAction')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'commenter-enable-ok' } as ButtonProps}
      confirmLoading={change.isPending}
      onOk={() => void submit()}
      onCancel={change.isPending ? undefined : onClose}
      destroyOnHidden
      rootClassName="commenter-enable-modal"
    >
      {post ? (
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="commenter-enable-form"
        >
          <ApiErrorAlert error={submitError} testId="commenter-enable-error" />
          <FormField label={t('replies.form.post')} htmlFor="commenter-post" error={lookup('post')}>
            <div className="reply-post-summary" id="commenter-post">
              <div>
                <Typography.Paragraph ellipsis={{ rows: 2 }} className="reply-post-text">
                  <span dir="auto">{post.message || t('replies.posts.noText')}</span>
                </Typography.Paragraph>
                <Typography.Text type="secondary" className="small">
                  {formatDateTime(post.created_time)}
                </Typography.Text>
              </div>
            </div>
          </FormField>
          <Radio.Group
            value={source}
            onChange={(event) => {
              setSource(event.target.value as Source);
              clearErrors();
            }}
            optionType="button"
            options={[
              { value: 'texts', label: t('replies.form.ownTexts') },
              { value: 'template', label: t('replies.form.useCommentTemplate') },
            ]}
          />
          {source === 'texts' ? (
            <FormField
              label={t('replies.engagement.comments.texts')}
              htmlFor="commenter-text-0"
              error={lookup('comments')}
            >
              <ReplyTextsEditor
                texts={values.comments}
                onChange={setComments}
                hasError={(index) => Boolean(lookup(`comments.${index}`))}
                testIdPrefix="commenter-text"
              />
            </FormField>
          ) : (
            <FormField
              label={t('replies.form.commentTemplate')}
              htmlFor="commenter-template"
              error={lookup('comment_template_id')}
            >
              <Select
                id="commenter-template"
                value={values.comment_template_id ?? undefined}
                onChange={(id: number) =>
                  setValue('comment_template_id', id, { shouldValidate: formState.isSubmitted })
                }
                options={(templates.data?.templates ?? []).map((template) => ({
                  value: template.id,
                  label: <bdi>{template.name}</bdi>,
                }))}
                status={lookup('comment_template_id') ? 'error' : ''}
                placeholder={t('replies.form.commentTemplatePlaceholder')}
                loading={templates.isLoading}
                notFoundContent={t('replies.commentTemplates.empty')}
                data-testid="commenter-template"
              />
              <Link to={replyPaths.commentTemplates}>{t('replies.form.manageCommentTemplates')}</Link>
            </FormField>
          )}
          <Alert
            type="info"
            showIcon
            title={t('replies.engagement.comments.latestOnly', { count: commenterPostLimit })}
            description={
              replaces
                ? t('replies.engagement.comments.replaces', { date: formatDateTime(replaces.post_created_time) })
                : undefined
            }
            data-testid="commenter-latest-note"
          />
          <button type="submit" hidden />
        </form>
      ) : null}
    </Modal>
  );
}
