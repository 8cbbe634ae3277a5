import '../styles/replies.css';
import '../styles/reply-form.css';
import { Alert, App, Breadcrumb, Card, Col, Row, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import { useReplyTemplate } from '../api/get-reply-template.ts';
import { useSaveReplyTemplate } from '../api/save-reply-template.ts';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { MessengerPreview, PhoneFrame } from '@/shared/messenger/phone-preview.tsx';
import { TemplateNameField } from '../components/template-name-field.tsx';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';
import { PrivateMessageEditor } from '../components/private-message-editor.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';
import { useReplyChannel, useReplyChannelRules, useReplySender } from '../channel/reply-channel-context.tsx';
import type { ReplyTemplateFormValues } from '../template-form-schemas.ts';

type TemplateFormValues = ReplyTemplateFormValues;

const pendingUploadUrl = 'https://upload.invalid/pending';

const emptyTemplate: TemplateFormValues = {
  name: '',
  message_type: 'text',
  message: '',
  buttons: [],
  cards: [],
  attachment_url: null,
};

function TemplateForm({ initialValues }: { initialValues: TemplateFormValues }) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const channel = useReplyChannel();
  const { paths } = useReplyChannelRules();
  const sender = useReplySender();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const save = useSaveReplyTemplate();
  const [attachment, setAttachment] = useState<File | null>(null);
  const attachmentRef = useRef<File | null>(null);
  attachmentRef.current = attachment;
  const attachmentPreview = useObjectUrl(attachment);

  const resolver = useMemo(() => {
    const validate = lazyResolver(() =>
      import('../template-form-schemas.ts').then((schemas) =>
        schemas.replyTemplateResolver(channel, messageLocale(locale)),
      ),
    );
    return (async (values, context, options) =>
      validate(
        { ...values, attachment_url: attachmentRef.current ? pendingUploadUrl : values.attachment_url },
        context,
        options,
      )) as typeof validate;
  }, [locale, channel]);
  const { handleSubmit, watch, setValue, formState, setError, reset } = useForm<TemplateFormValues>({
    resolver,
    defaultValues: initialValues,
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const values = watch();
  const lookup = (path: string) => errorAt(formState.errors, path);

  const submit = handleSubmit(async (parsed) => {
    try {
      await save.mutateAsync({
        values: { ...parsed, attachment_url: attachment ? null : parsed.attachment_url, item_ids: [] },
        attachment,
      });
      void message.success(t('replies.templates.saved'));
      void navigate(paths.replyTemplates);
    } catch (error) {
      showApiError(error);
      showServerFieldErrors(error, setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="template-form">
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={14}>
          <Card size="small">
            <div className="form-stack">
              <TemplateNameField
                id="template-name"
                value={values.name}
                onChange={(name) => setValue('name', name, { shouldValidate: formState.isSubmitted })}
                error={lookup('name')}
              />
              <PrivateMessageEditor
                value={values}
                onChange={(patch) => {
                  for (const [name, value] of Object.entries(patch))
                    setValue(name as keyof PrivateMessageValue, value as never, {
                      shouldValidate: formState.isSubmitted,
                    });
                }}
                attachment={attachment}
                onAttachmentChange={setAttachment}
                errorAt={lookup}
                idPrefix="template"
              />
            </div>
          </Card>
          <FormActions
            saving={save.isPending}
            label={t('replies.templates.save')}
            cancelTo={paths.replyTemplates}
            testId="template-save"
          />
        </Col>
        <Col xs={24} xl={10}>
          <div className="reply-preview-sticky">
            <PhoneFrame
              title={t(
                channel === 'instagram' ? 'instagramReplies.preview.privateTitle' : 'replies.preview.privateTitle',
              )}
              testId="phone-private"
            >
              <MessengerPreview
                page={sender}
                message={values}
                attachmentPreview={attachmentPreview}
                attachmentName={attachment?.name ?? null}
                postLink={null}
                look={channel}
              />
            </PhoneFrame>
          </div>
        </Col>
      </Row>
    </form>
  );
}

/** /dashboard/fb/replies/add-template and /dashboard/instagram/replies/add-template. */
export function AddReplyTemplateRoute() {
  const { t } = useTranslation();
  const { paths } = useReplyChannelRules();
  return (
    <div className="reply-screen">
      <Breadcrumb
        items={[
          { title: <Link to={paths.replyTemplates}>{t('replies.templates.title')}</Link> },
          { title: t('replies.templates.add') },
        ]}
      />
      <h2 className="screen-title">{t('replies.templates.add')}</h2>
      <TemplateForm initialValues={emptyTemplate} />
    </div>
  );
}

/** /dashboard/fb/replies/edit-template/{id} and /dashboard/instagram/replies/edit-template/{id}. */
export function EditReplyTemplateRoute() {
  const { t } = useTranslation();
  const { paths } = useReplyChannelRules();
  const id = Number(useParams().id);
  const template = useReplyTemplate(id);
  const loaded = template.data?.template;
  const initialValues = useMemo<TemplateFormValues | null>(
    () =>
      loaded
        ? {
            id: loaded.id,
            name: loaded.name,
            message_type: loaded.message_type,
            message: loaded.message ?? '',
            buttons: loaded.buttons,
            cards: loaded.cards,
            attachment_url: loaded.attachment_url,
          }
        : null,
    [loaded],
  );
  return (
    <div className="reply-screen">
      <Breadcrumb
        items={[
          { title: <Link to={paths.replyTemplates}>{t('replies.templates.title')}</Link> },
          { title: t('replies.templates.edit') },
        ]}
      />
      <h2 className="screen-title">{t('replies.templates.edit')}</h2>
      {template.isError ? <Alert type="error" showIcon title={describeApiError(template.error, t).title} /> : null}
      {initialValues ? <TemplateForm initialValues={initialValues} /> : template.isLoading ? <Skeleton active /> : null}
    </div>
  );
}
