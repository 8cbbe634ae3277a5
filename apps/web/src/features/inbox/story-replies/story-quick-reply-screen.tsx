import './story-quick-replies.css';
import {
  instagramDirectTextLength,
  storyReplyQuickReplyBodySchema,
  type StoryQuickReply,
  type StoryQuickReplyKind,
} from '@app/contract';
import { Alert, App, Button, Card, Empty, Form, Image, Input, Radio, Skeleton, Switch, Upload } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '@/features/replies/index.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { uploadMedia } from '@/shared/api/upload-media.ts';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveStoryQuickReply, useStoryQuickReply } from './story-quick-reply-api.ts';
import { StoryQuickReplyTrail } from './story-quick-reply-trail.tsx';

type Values = {
  enabled: boolean;
  text: string;
  media: StoryQuickReply['media'];
  keywords: string[];
  once_per_story: boolean;
};
type FieldErrors = Partial<Record<'text' | 'media_id' | 'keywords', string>>;

const valuesOf = (stored: StoryQuickReply): Values => ({
  enabled: stored.enabled,
  text: stored.text,
  media: stored.media,
  keywords: stored.keywords,
  once_per_story: stored.once_per_story,
});

/** The form of one quick reply (story mentions or story replies) and the trail of its latest answers. */
export function StoryQuickReplyScreen({ kind }: { kind: StoryQuickReplyKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const account = useSession(selectCurrentInstaAccount);
  const stored = useStoryQuickReply(kind);
  const save = useSaveStoryQuickReply(kind);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const prefix = kind === 'story_mention' ? 'storyQuickReplies.mention' : 'storyQuickReplies.reply';
  const testId = kind === 'story_mention' ? 'story-mention-quick-reply' : 'story-reply-quick-reply';

  useEffect(() => {
    if (stored.data) setValues(valuesOf(stored.data.quick_reply));
  }, [stored.data]);

  const frame = (content: ReactNode) => (
    <div className="story-quick-reply-screen" data-testid={testId}>
      <h2 className="screen-title">{t(`${prefix}.title`)}</h2>
      {content}
    </div>
  );
  if (!account) return frame(<Empty description={t('storyQuickReplies.noAccount')} />);
  if (stored.isError) return frame(<Alert type="error" showIcon title={describeApiError(stored.error, t).title} />);
  if (stored.isLoading || !values || !stored.data) return frame(<Skeleton active />);

  const change = (patch: Partial<Values>) => setValues({ ...values, ...patch });

  const pickImage = (file: File) => {
    setUploading(true);
    uploadMedia(file, () => undefined).done.then(
      (media) => {
        setUploading(false);
        if (media.kind !== 'image') {
          setErrors({ ...errors, media_id: t('storyQuickReplies.imageOnly') });
          return;
        }
        setErrors({ ...errors, media_id: undefined });
        change({ media: { id: media.id, url: media.url } });
      },
      (error: unknown) => {
        setUploading(false);
        showApiError(error);
      },
    );
    return false;
  };

  const submit = async () => {
    const body = {
      enabled: values.enabled,
      text: values.text,
      media_id: values.media?.id ?? null,
      keywords: kind === 'story_reply' ? values.keywords : [],
      once_per_story: values.once_per_story,
    };
    const parsed = storyReplyQuickReplyBodySchema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.path[0];
      setErrors({ [first === 'keywords' ? 'keywords' : 'text']: t('storyQuickReplies.errors.text') });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      void message.success(t('storyQuickReplies.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors && !Array.isArray(error.errors)) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, texts]) => [field, texts[0]])));
      } else showApiError(error);
    }
  };

  return frame(
    <>
      <Card size="small">
        <p className="story-quick-reply-hint">{t(`${prefix}.hint`, { account: account.name })}</p>
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('storyQuickReplies.enabled')} htmlFor="story-quick-reply-enabled">
            <Switch
              id="story-quick-reply-enabled"
              checked={values.enabled}
              onChange={(enabled) => change({ enabled })}
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
              onChange={(event) => change({ text: event.target.value })}
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
              <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={pickImage}>
                <Button loading={uploading} data-testid="story-quick-reply-image">
                  {t(values.media ? 'storyQuickReplies.changeImage' : 'storyQuickReplies.addImage')}
                </Button>
              </Upload>
              {values.media ? (
                <Button type="link" danger onClick={() => change({ media: null })}>
                  {t('storyQuickReplies.removeImage')}
                </Button>
              ) : null}
            </div>
          </Form.Item>
          {kind === 'story_reply' ? (
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
                onChange={(keywords) => change({ keywords })}
                placeholder={t('storyQuickReplies.keywordsPlaceholder')}
                testId="story-quick-reply-keywords"
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('storyQuickReplies.frequency')}>
            <Radio.Group
              value={values.once_per_story}
              onChange={(event) => change({ once_per_story: event.target.value as boolean })}
              data-testid="story-quick-reply-frequency"
            >
              <Radio value={true}>{t('storyQuickReplies.oncePerStory')}</Radio>
              <Radio value={false}>{t('storyQuickReplies.everyTime')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="story-quick-reply-save">
            {t('storyQuickReplies.save')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t('storyQuickReplies.trail.title')}>
        <StoryQuickReplyTrail items={stored.data.trail} />
      </Card>
    </>,
  );
}
