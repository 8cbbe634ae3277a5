import '../styles/replies.css';
import '../styles/reply-form.css';
import { Alert, App, Breadcrumb, Card, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import { useCommentTemplates } from '../api/get-comment-templates.ts';
import { useSaveCommentTemplate } from '../api/save-comment-template.ts';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { ReplyTextsEditor } from '../components/reply-texts-editor.tsx';
import { TemplateNameField } from '../components/template-name-field.tsx';
import { replyPaths } from '../reply-paths.ts';
import type { CommentTemplateFormValues } from '../template-form-schemas.ts';

/** /dashboard/fb/comment/templates/{id?}: "new" (or no id) adds, a number edits. */
export function CommentTemplateEditRoute() {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const rawId = useParams().id;
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const templates = useCommentTemplates();
  const save = useSaveCommentTemplate();
  const existing = id === null ? null : (templates.data?.templates.find((template) => template.id === id) ?? null);
  const initialValues = useMemo<CommentTemplateFormValues>(
    () =>
      existing
        ? { id: existing.id, name: existing.name, replies: existing.replies.length ? existing.replies : [''] }
        : { name: '', replies: [''] },
    [existing],
  );
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../template-form-schemas.ts').then((schemas) => schemas.commentTemplateResolver(messageLocale(locale))),
      ),
    [locale],
  );
  const { handleSubmit, watch, setValue, formState, reset, setError } = useForm<CommentTemplateFormValues>({
    resolver,
    defaultValues: initialValues,
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const values = watch();
  const lookup = (path: string) => errorAt(formState.errors, path);
  const setReplies = (replies: string[]) => setValue('replies', replies, { shouldValidate: formState.isSubmitted });

  const submit = handleSubmit(async (parsed) => {
    try {
      await save.mutateAsync(parsed);
      void message.success(t('replies.templates.saved'));
      void navigate(replyPaths.commentTemplates);
    } catch (error) {
      showApiError(error);
      showServerFieldErrors(error, setError);
    }
  });

  const title = id === null ? t('replies.commentTemplates.add') : t('replies.commentTemplates.edit');
  return (
    <div className="reply-screen narrow-screen">
      <Breadcrumb
        items={[
          { title: <Link to={replyPaths.commentTemplates}>{t('replies.commentTemplates.title')}</Link> },
          { title },
        ]}
      />
      <h2 className="screen-title">{title}</h2>
      {id !== null && templates.isLoading ? <Skeleton active /> : null}
      {id !== null && templates.data && !existing ? <Alert type="error" showIcon title={t('errors.notFound')} /> : null}
      {id === null || existing ? (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="comment-template-form">
          <Card size="small">
            <div className="form-stack">
              <TemplateNameField
                id="comment-template-name"
                value={values.name}
                onChange={(name) => setValue('name', name, { shouldValidate: formState.isSubmitted })}
                error={lookup('name')}
              />
              <FormField
                label={t('replies.commentTemplates.replies')}
                htmlFor="comment-template-reply-0"
                error={lookup('replies')}
              >
                <ReplyTextsEditor
                  texts={values.replies}
                  onChange={setReplies}
                  hasError={(index) => Boolean(lookup(`replies.${index}`))}
                  testIdPrefix="comment-template-reply"
                />
              </FormField>
            </div>
          </Card>
          <FormActions
            saving={save.isPending}
            label={t('replies.templates.save')}
            cancelTo={replyPaths.commentTemplates}
            testId="comment-template-save"
          />
        </form>
      ) : null}
    </div>
  );
}
