import { instagramDirectTextLength } from '@app/contract';
import { Button, Image, Input, Radio, Switch } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useForm, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverFieldErrors, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { TagInput } from '@/shared/ui/tag-input.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { acceptOf } from '@/shared/upload/upload-checks.ts';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { HiddenFileInput, UploadProgress } from '@/shared/upload/upload-progress.tsx';
import { useFileUpload } from '@/shared/upload/use-file-upload.ts';
import {
  storyAnswerFieldOf,
  storyAnswerResolver,
  storyAnswerValuesOf,
  type StoredStoryAnswer,
  type StoryAnswerValues,
} from './story-answer-values.ts';

// Instagram Direct sends a quick reply's image as JPG or PNG.
const storyImageExtensions = ['jpg', 'jpeg', 'png'];

type StoryAnswerFormProps<Body extends FieldValues> = {
  stored: StoredStoryAnswer | null;
  /** The save endpoint's body schema: the form is checked by it before sending. */
  schema: z.ZodType<Body, FieldValues>;
  withKeywords: boolean;
  enabledLabel: string;
  /** What an enabled answer without a text is told. */
  requiredMessage: string;
  save: (body: Body) => Promise<unknown>;
  onSaved: () => void;
};

/**
 * A story answer (quick replies and story campaigns): on or off, the message, an optional image, keywords
 * (replies) and how often; checked by the save endpoint's schema, the server's 422 shown by field.
 */
export function StoryAnswerForm<Body extends FieldValues>({
  stored,
  schema,
  withKeywords,
  enabledLabel,
  requiredMessage,
  save,
  onSaved,
}: StoryAnswerFormProps<Body>) {
  const { t } = useTranslation();
  const locale = messageLocale(usePreferences((state) => state.locale));
  const showApiError = useShowApiError();
  const initialValues = useMemo(() => storyAnswerValuesOf(stored), [stored]);
  const resolver = useMemo(
    () => storyAnswerResolver(schema, { withKeywords, requiredMessage, locale }),
    [schema, withKeywords, requiredMessage, locale],
  );
  const { control, handleSubmit, reset, setError, formState } = useForm<StoryAnswerValues, unknown, Body>({
    resolver,
    defaultValues: initialValues,
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      await save(body);
      onSaved();
    } catch (error) {
      if (serverFieldErrors(error)) showServerFieldErrors(error, setError, storyAnswerFieldOf);
      else showApiError(error);
    }
  });

  const { field: enabled } = useController({ control, name: 'enabled' });
  const { field: text, fieldState: textState } = useController({ control, name: 'text' });
  const { field: keywords, fieldState: keywordsState } = useController({ control, name: 'keywords' });
  const { field: oncePerStory } = useController({ control, name: 'once_per_story' });

  return (
    <form className="story-answer-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={enabledLabel} htmlFor="story-quick-reply-enabled">
        <Switch
          id="story-quick-reply-enabled"
          checked={enabled.value}
          onChange={enabled.onChange}
          data-testid="story-quick-reply-enabled"
        />
      </FormField>
      <FormField label={t('storyQuickReplies.text')} htmlFor="story-quick-reply-text" error={textState.error?.message}>
        <Input.TextArea
          id="story-quick-reply-text"
          dir="auto"
          rows={4}
          showCount
          maxLength={instagramDirectTextLength}
          value={text.value}
          onChange={(event) => text.onChange(event.target.value)}
          status={textState.error ? 'error' : ''}
          data-testid="story-quick-reply-text"
        />
      </FormField>
      <StoryImageField control={control} />
      {withKeywords ? (
        <FormField
          label={t('storyQuickReplies.keywords')}
          htmlFor="story-quick-reply-keywords"
          error={keywordsState.error?.message}
        >
          <TagInput
            id="story-quick-reply-keywords"
            value={keywords.value}
            onChange={keywords.onChange}
            placeholder={t('storyQuickReplies.keywordsPlaceholder')}
            status={keywordsState.error ? 'error' : ''}
            testId="story-quick-reply-keywords"
          />
          <div className="story-answer-hint">{t('storyQuickReplies.keywordsHint')}</div>
        </FormField>
      ) : null}
      <FormField label={t('storyQuickReplies.frequency')} htmlFor="story-quick-reply-frequency">
        <Radio.Group
          id="story-quick-reply-frequency"
          value={oncePerStory.value}
          onChange={(event) => oncePerStory.onChange(event.target.value as boolean)}
          data-testid="story-quick-reply-frequency"
        >
          <Radio value={true}>{t('storyQuickReplies.oncePerStory')}</Radio>
          <Radio value={false}>{t('storyQuickReplies.everyTime')}</Radio>
        </Radio.Group>
      </FormField>
      <div>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} data-testid="story-quick-reply-save">
          {t('storyQuickReplies.save')}
        </Button>
      </div>
    </form>
  );
}

/** The optional image sent before the text: uploaded when picked, its refusal shown under the field. */
function StoryImageField<Body extends FieldValues>({
  control,
}: {
  control: Control<StoryAnswerValues, unknown, Body>;
}) {
  const { t } = useTranslation();
  const imageInput = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name: 'media' });
  const image = useFileUpload({
    to: 'media',
    extensions: storyImageExtensions,
    onUploaded: (media) => field.onChange({ id: media.id, url: media.url }),
  });

  return (
    <FormField label={t('storyQuickReplies.image')} htmlFor="story-quick-reply-image" error={fieldState.error?.message}>
      <div className="story-quick-reply-image">
        {field.value ? <Image src={field.value.url} width={96} alt="" /> : null}
        <HiddenFileInput
          inputRef={imageInput}
          accept={acceptOf(storyImageExtensions)}
          testId="story-quick-reply-image-input"
          onFile={image.pick}
        />
        <Button
          id="story-quick-reply-image"
          loading={image.busy}
          onClick={() => imageInput.current?.click()}
          data-testid="story-quick-reply-image"
        >
          {t(field.value ? 'storyQuickReplies.changeImage' : 'storyQuickReplies.addImage')}
        </Button>
        <CloudPicker
          extensions={storyImageExtensions}
          disabled={image.busy}
          onPick={(file) => field.onChange({ id: file.id, url: file.url })}
        />
        {field.value ? (
          <Button type="link" danger onClick={() => field.onChange(null)}>
            {t('storyQuickReplies.removeImage')}
          </Button>
        ) : null}
      </div>
      {image.upload ? (
        <UploadProgress
          upload={image.upload}
          onCancel={image.cancel}
          cancelLabel={t('common.cancel')}
          testId="story-quick-reply-image-progress"
        />
      ) : null}
      <div className="story-answer-hint">{t('storyQuickReplies.imageHint')}</div>
    </FormField>
  );
}
