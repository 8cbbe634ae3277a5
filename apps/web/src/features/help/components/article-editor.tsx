import type { HelpArticleAdmin, HelpArticleInput, HelpArticleStatus } from '@app/contract';
import { helpScreenSchema } from '@app/contract';
import { App, Button, Drawer, Input, Segmented, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveArticle } from '../api/help-writing.ts';
import { HelpArticleBody } from './help-article-body.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const locales = ['ar', 'en'] as const;
type Locale = (typeof locales)[number];
type Draft = { title: string; body: string };

/** The versions sent: a language with neither title nor text is left out. */
function versionsOf(drafts: Record<Locale, Draft>): HelpArticleInput['versions'] {
  const versions: HelpArticleInput['versions'] = {};
  for (const locale of locales) {
    const { title, body } = drafts[locale];
    if (title.trim() || body) versions[locale] = { title, body };
  }
  return versions;
}

type ArticleEditorProps = { sectionId: number; article: HelpArticleAdmin | null; onClose: () => void };

/** Adds or edits an article: its status, the screen it explains, and a title and text per language, with a preview. */
export function ArticleEditor({ sectionId, article, onClose }: ArticleEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveArticle();
  const [status, setStatus] = useState<HelpArticleStatus>(article?.status ?? 'draft');
  const [screen, setScreen] = useState(article?.screen ?? '');
  const [drafts, setDrafts] = useState<Record<Locale, Draft>>({
    ar: { title: article?.versions.ar?.title ?? '', body: article?.versions.ar?.body ?? '' },
    en: { title: article?.versions.en?.title ?? '', body: article?.versions.en?.body ?? '' },
  });
  const [tab, setTab] = useState<Locale>('ar');
  const [preview, setPreview] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiErrorDescription | null>(null);

  const edit = (locale: Locale, change: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [locale]: { ...current[locale], ...change } }));

  const submit = () => {
    const versions = versionsOf(drafts);
    const errors: Record<string, string> = {};
    for (const locale of locales)
      if (versions[locale] && !versions[locale].title.trim())
        errors[`versions.${locale}.title`] = t('help.admin.titleRequired');
    if (!versions.ar && !versions.en) errors['versions.ar.title'] = t('help.admin.titleRequired');
    if (screen.trim() && !helpScreenSchema.safeParse(screen.trim()).success)
      errors.screen = t('help.admin.screenInvalid');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      const firstLocale = locales.find((locale) => errors[`versions.${locale}.title`]);
      if (firstLocale) setTab(firstLocale);
      return;
    }
    const body: HelpArticleInput = { section_id: sectionId, status, screen: screen.trim() || null, versions };
    save.mutate(
      { id: article?.id ?? null, body },
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

  const languageTab = (locale: Locale) => ({
    key: locale,
    label: t(`help.admin.languageTab.${locale}`),
    children: preview ? (
      <div className="help-preview" data-testid={`help-preview-${locale}`}>
        {drafts[locale].title || drafts[locale].body ? (
          <>
            <h2 lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
              {drafts[locale].title}
            </h2>
            <HelpArticleBody html={drafts[locale].body} locale={locale} />
          </>
        ) : (
          t('help.admin.emptyPreview')
        )}
      </div>
    ) : (
      <>
        <FormField
          label={t('help.admin.title')}
          htmlFor={`help-article-title-${locale}`}
          error={fieldErrors[`versions.${locale}.title`]}
        >
          <Input
            id={`help-article-title-${locale}`}
            lang={locale}
            className={`help-input-${locale === 'ar' ? 'rtl' : 'ltr'}`}
            maxLength={200}
            value={drafts[locale].title}
            status={fieldErrors[`versions.${locale}.title`] ? 'error' : undefined}
            onChange={(event) => edit(locale, { title: event.target.value })}
          />
        </FormField>
        <FormField
          label={t('help.admin.body')}
          htmlFor={`help-article-body-${locale}`}
          error={fieldErrors[`versions.${locale}.body`]}
        >
          <RichTextEditor
            id={`help-article-body-${locale}`}
            locale={locale}
            value={drafts[locale].body}
            onChange={(html) => edit(locale, { body: html })}
          />
        </FormField>
      </>
    ),
  });

  return (
    <Drawer
      open
      size="large"
      title={article ? t('help.admin.editArticle') : t('help.admin.addArticle')}
      onClose={onClose}
      data-testid="help-article-editor"
      extra={
        <Space>
          <Button onClick={() => setPreview((shown) => !shown)} data-testid="help-article-preview">
            {preview ? t('help.admin.backToEditing') : t('help.admin.preview')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="help-article-save">
            {t('help.admin.save')}
          </Button>
        </Space>
      }
    >
      <ApiErrorAlert error={failure} onClose={() => setFailure(null)} testId="help-article-error" />
      <FormField label={t('help.admin.status')} htmlFor="help-article-status">
        <Segmented<HelpArticleStatus>
          id="help-article-status"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'draft', label: t('help.admin.statuses.draft') },
            { value: 'published', label: t('help.admin.statuses.published') },
          ]}
          data-testid="help-article-status"
        />
      </FormField>
      <FormField label={t('help.admin.screen')} htmlFor="help-article-screen" error={fieldErrors.screen}>
        <Input
          id="help-article-screen"
          className="help-input-ltr"
          placeholder="/dashboard/fb/posts"
          value={screen}
          status={fieldErrors.screen ? 'error' : undefined}
          onChange={(event) => setScreen(event.target.value)}
        />
        <div className="help-field-hint">
          {t('help.admin.screenHint')} <bdi dir="ltr">/dashboard/fb/posts</bdi>
        </div>
      </FormField>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Locale)} items={locales.map(languageTab)} />
    </Drawer>
  );
}
