import { instagramReplyCampaignInputSchema, replyCampaignInputSchema, type ReplyCampaignInput } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { describeApiError, useShowApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import { useReplyDependencies } from '../../api/get-reply-dependencies.ts';
import { replyTemplateQueryOptions } from '../../api/get-reply-template.ts';
import { useSaveReplyCampaign } from '../../api/save-reply-campaign.ts';
import { useReplyScope } from '../../channel/reply-channel-context.tsx';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';

export type ReplyFormValues = ReplyCampaignInput;
export type PublicSource = 'texts' | 'template';

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
    item_ids: [],
    reply_type: 'generic',
    keywords: [],
    filter_words: [],
    not_matching_reply: null,
    enable_old: false,
    enable_multiple: false,
    include_url: false,
    flow_id: null,
    hide_contact_comments: false,
    stop_at: null,
    schedule: null,
  };
}

/**
 * The reply form's state: values validated by the contract's schema in the user's language, the public-reply
 * source (own texts or a comment template), the picked attachment, and the save with the server's answer mapped
 * onto the fields (422) or the form's alert (402 and the rest).
 */
export function useReplyCampaignForm(initialValues: ReplyFormValues, onSaved: (campaignId: number) => void) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const scope = useReplyScope();
  const queryClient = useQueryClient();
  const showApiError = useShowApiError();
  const dependencies = useReplyDependencies();
  const save = useSaveReplyCampaign();
  const [attachment, setAttachment] = useState<File | null>(null);
  const attachmentRef = useRef<File | null>(null);
  attachmentRef.current = attachment;
  const [publicSource, setPublicSource] = useState<PublicSource>(
    initialValues.comment_template_id ? 'template' : 'texts',
  );
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);

  const resolver = useMemo(() => {
    // Instagram's schema leaves out Facebook's fields, so its parsed values keep the form's own for them.
    const schema = scope.channel === 'instagram' ? instagramReplyCampaignInputSchema : replyCampaignInputSchema;
    const validate = localizedZodResolver(
      schema as unknown as z.ZodType<ReplyFormValues, FieldValues>,
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
  }, [locale, scope.channel]);

  const form = useForm<ReplyFormValues>({ resolver, defaultValues: initialValues });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const errors = formState.errors;
  const lookup = (path: string) => errorAt(errors, path);

  /** Fills the private message from a saved template; the form's own attachment gives way to the template's. */
  const applyTemplate = async (id: number) => {
    try {
      const { template } = await queryClient.fetchQuery(replyTemplateQueryOptions(scope, id));
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
      setValue('message_type', template.message_type, options);
      setValue('message', template.message ?? '', options);
      setValue('buttons', template.buttons, options);
      setValue('cards', template.cards, options);
      setValue('attachment_url', template.attachment_url, options);
      setAttachment(null);
    } catch (error) {
      showApiError(error);
    }
  };

  const submit = handleSubmit(async (parsed) => {
    setSubmitError(null);
    const payload: ReplyFormValues = {
      ...form.getValues(),
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

  return {
    control,
    submit,
    saving: save.isPending,
    lookup,
    attachment,
    setAttachment,
    publicSource,
    setPublicSource,
    submitError,
    clearSubmitError: () => setSubmitError(null),
    applyTemplate,
    commentTemplates: dependencies.data?.comment_templates ?? [],
    replyTemplates: dependencies.data?.reply_templates ?? [],
    templatesLoading: dependencies.isLoading,
    quota: dependencies.data?.quota,
  };
}

export type ReplyCampaignFormState = ReturnType<typeof useReplyCampaignForm>;
