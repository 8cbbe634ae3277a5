import type { HelpSection } from '@app/contract';
import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveSection } from '../api/help-writing.ts';

/** Adds a section (`section` null) or renames one: a title per interface language. */
export function SectionTitleModal({ section, onClose }: { section: HelpSection | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveSection();
  const [titles, setTitles] = useState({ ar: section?.titles.ar ?? '', en: section?.titles.en ?? '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiErrorDescription | null>(null);

  const submit = () => {
    if (!titles.ar.trim()) return setFieldErrors({ 'titles.ar': t('help.admin.titleRequired') });
    save.mutate(
      { id: section?.id ?? null, body: { titles } },
      {
        onSuccess: () => {
          void message.success(t('help.admin.saved'));
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) setFieldErrors(fields);
          else setFailure(describeApiError(error, t));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={section ? t('help.admin.renameSection') : t('help.admin.addSection')}
      okText={t('help.admin.save')}
      cancelText={t('help.admin.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      data-testid="help-section-modal"
    >
      <ApiErrorAlert error={failure} onClose={() => setFailure(null)} testId="help-section-error" />
      {(['ar', 'en'] as const).map((locale) => (
        <FormField
          key={locale}
          label={locale === 'ar' ? t('help.admin.sectionTitleAr') : t('help.admin.sectionTitleEn')}
          htmlFor={`help-section-title-${locale}`}
          error={fieldErrors[`titles.${locale}`]}
        >
          <Input
            id={`help-section-title-${locale}`}
            className={`help-input-${locale === 'ar' ? 'rtl' : 'ltr'}`}
            lang={locale}
            value={titles[locale]}
            maxLength={120}
            status={fieldErrors[`titles.${locale}`] ? 'error' : undefined}
            onChange={(event) => setTitles((current) => ({ ...current, [locale]: event.target.value }))}
          />
        </FormField>
      ))}
    </Modal>
  );
}
