import { instagramDirectTextLength, type StoryQuickReply } from '@app/contract';
import { Button, Form, Image, Input, Radio, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { TagInput } from '@/shared/ui/tag-input.tsx';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { acceptOf } from '@/shared/upload/upload-checks.ts';
import { HiddenFileInput, UploadProgress } from '@/shared/upload/upload-progress.tsx';
import { useFileUpload } from '@/shared/upload/use-file-upload.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';

// Instagram Direct sends a quick reply's image as JPG or PNG.
const storyImageExtensions = ['jpg', 'jpeg', 'png'];

/** What an answer to story mentions or replies says and when it is sent (quick replies and story campaigns). */
export type StoryAnswerValues = {
  enabled: boolean;
  text: string;
  media: StoryQuickReply['media'];
  keywords: string[];
  once_per_story: boolean;
};
export type StoryAnswerErrors = Partial<Record<'text' | 'media_id' | 'keywords', string>>;

/** The body both save endpoints take. */
export const storyAnswerBodyOf = (values: StoryAnswerValues, withKeywords: boolean) => ({
  enabled: values.enabled,
  text: values.text,
  media_id: values.media?.id ?? null,
  keywords: withKeywords ? values.keywords : [],
  once_per_story: values.once_per_story,
});

type StoredStoryAnswer = Pick<StoryQuickReply, 'enabled' | 'text' | 'media' | 'keywords' | 'once_per_story'>;

/** The form's values from what is stored; a story without a campaign yet starts enabled and empty. */
export const storyAnswerValuesOf = (stored: StoredStoryAnswer | null): StoryAnswerValues => ({
  enabled: stored?.enabled ?? true,
  text: stored?.text ?? '',
  media: stored?.media ?? null,
  keywords: stored?.keywords ?? [],
  once_per_story: stored?.once_per_story ?? true,
});

/**
 * The state of a story answer form (quick replies and story campaigns): filled when the stored answer has loaded,
 * checked by the save endpoint's schema before sending, and the server's 422 shown by field.
 */
export function useStoryAnswerEditor(stored: StoredStoryAnswer | null | undefined, loaded: boolean) {
  const showApiError = useShowApiError();
  const [values, setValues] = useState<StoryAnswerValues | null>(null);
  const [errors, setErrors] = useState<StoryAnswerErrors>({});

  useEffect(() => {
    if (loaded) setValues(storyAnswerValuesOf(stored ?? null));
  }, [stored, loaded]);

  /** The body to save, or null after showing the first problem (keywords, or else the text). */
  function validBody<Body>(schema: z.ZodType<Body>, withKeywords: boolean, requiredMessage: string): Body | null {
    if (!values) return null;
    const parsed = schema.safeParse(storyAnswerBodyOf(values, withKeywords));
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.path[0];
      setErrors({ [first === 'keywords' ? 'keywords' : 'text']: requiredMessage });
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  function showSaveError(error: unknown) {
    const fieldErrors = serverFieldErrors(error);
    if (fieldErrors) setErrors(fieldErrors);
    else showApiError(error);
  }

  return { values, setValues, errors, setErrors, validBody, showSaveError };
}

/** The fields of a story answer: on or off, the message, an optional image, keywords (replies), and how often. */
export function StoryAnswerForm({
  values,
  onChange,
  errors,
  onErrors,
  withKeywords,
  enabledLabel,
  saving,
  onSubmit,
}: {
  values: StoryAnswerValues;
  onChange: (patch: Partial<StoryAnswerValues>) => void;
  errors: StoryAnswerErrors;
  onErrors: (errors: StoryAnswerErrors) => void;
  withKeywords: boolean;
  enabledLabel: string;
  saving: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const imageInput = useRef<HTMLInputElement>(null);
  const image = useFileUpload({
    to: 'media',
    extensions: storyImageExtensions,
    onUploaded: (media) => {
      onErrors({ ...errors, media_id: undefined });
      onChange({ media: { id: media.id, url: media.url } });
    },
  });

  return (
    <Form layout="vertical" onFinish={onSubmit}>
      <Form.Item label={enabledLabel} htmlFor="story-quick-reply-enabled">
        <Switch
          id="story-quick-reply-enabled"
          checked={values.enabled}
          onChange={(enabled) => onChange({ enabled })}
          data-testid="story-quick-reply-enabled"
        />
      </Form.Item>
      <Form.Item
        label={t('storyQuickReplies.text')}
        htmlFor="story-quick-reply-text"
        validateStatus={errors.text ? 'error' : ''}
        help={errors.text}
      >
        <Input.TextArea
          id="story-quick-reply-text"
          dir="auto"
          rows={4}
          showCount
          maxLength={instagramDirectTextLength}
          value={values.text}
          onChange={(event) => onChange({ text: event.target.value })}
          data-testid="story-quick-reply-text"
        />
      </Form.Item>
      <Form.Item
        label={t('storyQuickReplies.image')}
        extra={t('storyQuickReplies.imageHint')}
        validateStatus={errors.media_id ? 'error' : ''}
        help={errors.media_id}
      >
        <div className="story-quick-reply-image">
          {values.media ? <Image src={values.media.url} width={96} alt="" /> : null}
          <HiddenFileInput
            inputRef={imageInput}
            accept={acceptOf(storyImageExtensions)}
            testId="story-quick-reply-image-input"
            onFile={image.pick}
          />
          <Button
            loading={image.busy}
            onClick={() => imageInput.current?.click()}
            data-testid="story-quick-reply-image"
          >
            {t(values.media ? 'storyQuickReplies.changeImage' : 'storyQuickReplies.addImage')}
          </Button>
          {values.media ? (
            <Button type="link" danger onClick={() => onChange({ media: null })}>
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
      </Form.Item>
      {withKeywords ? (
        <Form.Item
          label={t('storyQuickReplies.keywords')}
          htmlFor="story-quick-reply-keywords"
          extra={t('storyQuickReplies.keywordsHint')}
          validateStatus={errors.keywords ? 'error' : ''}
          help={errors.keywords}
        >
          <TagInput
            id="story-quick-reply-keywords"
            value={values.keywords}
            onChange={(keywords) => onChange({ keywords })}
            placeholder={t('storyQuickReplies.keywordsPlaceholder')}
            testId="story-quick-reply-keywords"
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('storyQuickReplies.frequency')}>
        <Radio.Group
          value={values.once_per_story}
          onChange={(event) => onChange({ once_per_story: event.target.value as boolean })}
          data-testid="story-quick-reply-frequency"
        >
          <Radio value={true}>{t('storyQuickReplies.oncePerStory')}</Radio>
          <Radio value={false}>{t('storyQuickReplies.everyTime')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="story-quick-reply-save">
        {t('storyQuickReplies.save')}
      </Button>
    </Form>
  );
}
