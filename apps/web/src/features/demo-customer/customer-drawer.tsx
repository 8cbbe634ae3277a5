import './demo-customer.css';
import { Alert, Button, Drawer, Grid, Input, Segmented, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInstagramPosts, usePagePosts } from '@/features/replies/index.ts';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import {
  useCustomerComment,
  useCustomerInstagramComment,
  useCustomerMessage,
  useCustomerStory,
  useOfferedQuickReplies,
  usePressQuickReply,
} from './demo-customer-api.ts';
import type { CustomerAction, CustomerChannel, CustomerFormValues } from './demo-customer-schemas.ts';
import { CustomerOutcomeNotice, type CustomerOutcome } from './customer-outcome.tsx';

type CustomerDrawerProps = {
  open: boolean;
  firstAction: CustomerAction;
  /** Whose posts a comment goes to: the page's, or the Instagram account's on Instagram's screens. */
  channel: CustomerChannel;
  onClose: () => void;
};

/**
 * Demo mode's customer: writes a comment on a post, a direct message, presses a quick reply the page offered, or
 * mentions the Instagram account in a story and replies to its story. The simulator delivers Meta's webhooks, so
 * the product answers for real; the notice says where to watch it.
 */
export function CustomerDrawer({ open, firstAction, channel, onClose }: CustomerDrawerProps) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const locale = usePreferences((state) => state.locale);
  const hasPage = useSession((state) => state.currentPageId !== null);
  const hasInstagram = useSession((state) => state.currentInstaAccountId !== null);
  const [action, setAction] = useState<CustomerAction>(firstAction);
  const [outcome, setOutcome] = useState<CustomerOutcome | null>(null);
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);
  const comment = useCustomerComment();
  const instagramComment = useCustomerInstagramComment();
  const message = useCustomerMessage();
  const press = usePressQuickReply();
  const story = useCustomerStory();

  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./demo-customer-schemas.ts').then((schemas) =>
          schemas.customerResolver(action, channel, messageLocale(locale)),
        ),
      ),
    [action, channel, locale],
  );
  const { control, handleSubmit, formState, setError, watch, setValue, clearErrors } = useForm<CustomerFormValues>({
    resolver,
    defaultValues: {
      customer: t('demoCustomer.defaultName'),
      post_id: '',
      message: '',
      text: '',
      payload: '',
      kind: 'mention',
    },
  });
  const customer = watch('customer');
  const onInstagram = channel === 'instagram';
  const pagePosts = usePagePosts({ enabled: open && action === 'comment' && !onInstagram });
  const instagramPosts = useInstagramPosts({ enabled: open && action === 'comment' && onInstagram });
  const postOptions = onInstagram
    ? (instagramPosts.data?.pages.flatMap((page) => page.posts) ?? []).map((post) => ({
        value: post.id,
        label: post.caption || t('demoCustomer.postWithoutText'),
      }))
    : (pagePosts.data?.posts ?? []).map((post) => ({
        value: post.id,
        label: post.message || t('demoCustomer.postWithoutText'),
      }));
  const postsLoading = onInstagram ? instagramPosts.isLoading : pagePosts.isLoading;
  const offered = useOfferedQuickReplies(customer, open && action === 'quickReply');
  const lookup = (path: string) => errorAt(formState.errors, path);

  useEffect(() => {
    if (open) setAction(firstAction);
  }, [open, firstAction]);
  const firstPost = postOptions[0]?.value;
  useEffect(() => {
    setValue('post_id', firstPost ?? '');
  }, [firstPost, setValue]);

  const actions: { value: CustomerAction; label: string; disabled: boolean }[] = [
    { value: 'comment', label: t('demoCustomer.actions.comment'), disabled: onInstagram ? !hasInstagram : !hasPage },
    { value: 'message', label: t('demoCustomer.actions.message'), disabled: !hasPage },
    { value: 'quickReply', label: t('demoCustomer.actions.quickReply'), disabled: !hasPage },
    { value: 'story', label: t('demoCustomer.actions.story'), disabled: !hasInstagram },
  ];

  // A customer who has never written sees the page's ice breakers; afterwards the last message's quick replies.
  const iceBreakersOffered = (offered.data?.ice_breakers.length ?? 0) > 0;
  const offeredChoices = iceBreakersOffered
    ? (offered.data?.ice_breakers ?? []).map((question) => ({ value: question.payload, label: question.question }))
    : (offered.data?.quick_replies ?? []).map((reply) => ({ value: reply.payload, label: reply.title }));

  const send = async (values: CustomerFormValues): Promise<CustomerOutcome> => {
    const name = values.customer.trim();
    switch (action) {
      case 'comment':
        if (onInstagram)
          await instagramComment.mutateAsync({ customer: name, media_id: values.post_id, message: values.message });
        else await comment.mutateAsync({ customer: name, post_id: values.post_id, message: values.message });
        setValue('message', '');
        return { action, customer: name, channel };
      case 'message': {
        const sent = await message.mutateAsync({ customer: name, text: values.text });
        setValue('text', '');
        return { action, customer: name, conversationId: sent.conversation_id };
      }
      case 'quickReply': {
        const sent = await press.mutateAsync({ customer: name, payload: values.payload });
        const pressed = offeredChoices.find((choice) => choice.value === values.payload)?.label;
        setValue('payload', '');
        void offered.refetch();
        return { action, customer: name, conversationId: sent.conversation_id, pressed: pressed ?? values.payload };
      }
      case 'story': {
        const sent = await story.mutateAsync({ customer: name, kind: values.kind, text: values.text });
        setValue('text', '');
        return { action, customer: name, kind: values.kind, conversationId: sent.conversation_id };
      }
    }
  };

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    setOutcome(null);
    try {
      setOutcome(await send(values));
    } catch (error) {
      setSubmitError(describeApiError(error, t));
      showServerFieldErrors(error, setError);
    }
  });
  const sending =
    comment.isPending || instagramComment.isPending || message.isPending || press.isPending || story.isPending;
  const kind = watch('kind');

  const textField = (name: 'message' | 'text', label: string, rows = 3) => (
    <FormField label={label} htmlFor={`demo-customer-${name}`} error={lookup(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input.TextArea
            {...field}
            id={`demo-customer-${name}`}
            rows={rows}
            dir="auto"
            data-testid={`demo-customer-${name}`}
          />
        )}
      />
    </FormField>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      // Wide enough for the four actions side by side; a phone gets the whole width.
      size={screens.md ? 460 : '100%'}
      // It opens from the reading end: the left in Arabic.
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      title={t('demoCustomer.title')}
      rootClassName="demo-customer-drawer"
      data-testid="demo-customer"
    >
      <Typography.Paragraph type="secondary">{t('demoCustomer.intro')}</Typography.Paragraph>
      <form
        className="demo-customer-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="demo-customer-form"
      >
        <FormField label={t('demoCustomer.customer')} htmlFor="demo-customer-name" error={lookup('customer')}>
          <Controller
            control={control}
            name="customer"
            render={({ field }) => (
              <Input {...field} id="demo-customer-name" dir="auto" maxLength={50} data-testid="demo-customer-name" />
            )}
          />
        </FormField>
        <Typography.Text type="secondary" className="demo-customer-hint">
          {t('demoCustomer.sameName')}
        </Typography.Text>
        <Segmented
          block
          value={action}
          onChange={(value) => {
            setAction(value);
            clearErrors();
            setSubmitError(null);
          }}
          options={actions}
          data-testid="demo-customer-action"
        />
        {action === 'comment' ? (
          <>
            <FormField label={t('demoCustomer.post')} htmlFor="demo-customer-post" error={lookup('post_id')}>
              <Controller
                control={control}
                name="post_id"
                render={({ field }) => (
                  <Select
                    {...field}
                    id="demo-customer-post"
                    loading={postsLoading}
                    options={postOptions}
                    data-testid="demo-customer-post"
                  />
                )}
              />
            </FormField>
            {textField('message', t('demoCustomer.comment'))}
          </>
        ) : null}
        {action === 'message' ? textField('text', t('demoCustomer.message')) : null}
        {action === 'quickReply' ? (
          <FormField
            label={t(iceBreakersOffered ? 'demoCustomer.iceBreakers' : 'demoCustomer.offered')}
            htmlFor="demo-customer-payload"
            error={lookup('payload')}
          >
            {offered.data && offeredChoices.length === 0 ? (
              <Alert type="info" showIcon title={t('demoCustomer.noQuickReplies')} />
            ) : (
              <Controller
                control={control}
                name="payload"
                render={({ field }) => (
                  <Segmented
                    id="demo-customer-payload"
                    value={field.value}
                    onChange={field.onChange}
                    options={offeredChoices}
                    className="demo-customer-quick-replies"
                    data-testid="demo-customer-quick-replies"
                  />
                )}
              />
            )}
          </FormField>
        ) : null}
        {action === 'story' ? (
          <>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Segmented
                  value={field.value}
                  onChange={field.onChange}
                  options={[
                    { value: 'mention', label: t('demoCustomer.storyMention') },
                    { value: 'reply', label: t('demoCustomer.storyReply') },
                  ]}
                  data-testid="demo-customer-story-kind"
                />
              )}
            />
            {kind === 'reply' || lookup('text') ? textField('text', t('demoCustomer.storyReplyText'), 2) : null}
          </>
        ) : null}
        <ApiErrorAlert error={submitError} testId="demo-customer-error" />
        <Button type="primary" htmlType="submit" loading={sending} block data-testid="demo-customer-send">
          {t(`demoCustomer.send.${action === 'quickReply' && iceBreakersOffered ? 'iceBreaker' : action}`)}
        </Button>
      </form>
      {outcome ? (
        <div className="demo-customer-outcome">
          <CustomerOutcomeNotice outcome={outcome} onNavigate={onClose} />
        </div>
      ) : null}
    </Drawer>
  );
}
