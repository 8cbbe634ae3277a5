import '../notifications.css';
import { SendOutlined } from '@ant-design/icons';
import type { AdminNotice } from '@app/contract';
import { App, Button, Card, Input, Radio } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useSendAdminNotice } from '../api/send-admin-notice.ts';
import { OwnerSelect } from './owner-select.tsx';

const emptyNotice: AdminNotice = { audience: 'all', title_ar: '', text_ar: '', title_en: '', text_en: '' };

/** The words of one language: its title and text, written in that language's direction. */
function LanguageFields({ form, language }: { form: ReturnType<typeof useForm<AdminNotice>>; language: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const title = `title_${language}` as const;
  const text = `text_${language}` as const;
  return (
    <fieldset className="notice-language" lang={language} dir={dir}>
      <legend>{t(`adminNotices.language.${language}`)}</legend>
      <FormField
        label={t('adminNotices.title')}
        htmlFor={`notice-${title}`}
        error={errorAt(form.formState.errors, title)}
      >
        <Controller
          name={title}
          control={form.control}
          render={({ field }) => <Input id={`notice-${title}`} dir={dir} maxLength={120} {...field} />}
        />
      </FormField>
      <FormField label={t('adminNotices.text')} htmlFor={`notice-${text}`} error={errorAt(form.formState.errors, text)}>
        <Controller
          name={text}
          control={form.control}
          render={({ field }) => (
            <Input.TextArea id={`notice-${text}`} dir={dir} rows={4} maxLength={2000} {...field} />
          )}
        />
      </FormField>
    </fieldset>
  );
}

/** Administration → notifications: a notice to every owner or to one, in Arabic and English. */
export function AdminNoticesRoute() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendAdminNotice();
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);
  const form = useForm<AdminNotice>({ defaultValues: emptyNotice });
  const audience = form.watch('audience');

  const submit = form.handleSubmit(async (notice) => {
    setSubmitError(null);
    try {
      const { recipients } = await send.mutateAsync(
        notice.audience === 'all' ? { ...notice, user_id: undefined } : notice,
      );
      void message.success(t('adminNotices.sent', { count: recipients }));
      form.reset(emptyNotice);
    } catch (reason) {
      setSubmitError(describeApiError(reason, t));
      showServerFieldErrors(reason, form.setError);
    }
  });

  return (
    <Card title={t('adminNotices.heading')}>
      <form className="notice-form" noValidate onSubmit={(event) => void submit(event)} data-testid="notice-form">
        <p className="notice-intro">{t('adminNotices.intro')}</p>
        {submitError ? <ApiErrorAlert error={submitError} testId="notice-error" /> : null}
        <FormField label={t('adminNotices.audience')} htmlFor="notice-audience">
          <Controller
            name="audience"
            control={form.control}
            render={({ field }) => (
              <Radio.Group
                id="notice-audience"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={[
                  { value: 'all', label: t('adminNotices.toAll') },
                  { value: 'owner', label: t('adminNotices.toOne') },
                ]}
                data-testid="notice-audience"
              />
            )}
          />
        </FormField>
        {audience === 'owner' ? (
          <FormField
            label={t('adminNotices.owner')}
            htmlFor="notice-owner"
            error={errorAt(form.formState.errors, 'user_id')}
          >
            <Controller
              name="user_id"
              control={form.control}
              render={({ field }) => (
                <OwnerSelect
                  id="notice-owner"
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t('adminNotices.ownerPlaceholder')}
                  status={form.formState.errors.user_id ? 'error' : undefined}
                />
              )}
            />
          </FormField>
        ) : null}
        <div className="notice-languages">
          <LanguageFields form={form} language="ar" />
          <LanguageFields form={form} language="en" />
        </div>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={send.isPending}
          data-testid="notice-send"
        >
          {t('adminNotices.send')}
        </Button>
      </form>
    </Card>
  );
}
