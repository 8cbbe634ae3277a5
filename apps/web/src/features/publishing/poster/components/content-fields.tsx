import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { hashtagsIn, publishingLimits, statusBackgroundPresets, type PostType } from '@app/contract/publishing-limits';
import { Alert, Input, Radio, Tooltip } from 'antd';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { mediaRuleOf } from '../media-checks.ts';
import { offeredPostTypes } from '../offered-post-types.ts';
import type { PosterFormState } from '../use-poster-form.ts';
import { ProblemList } from './problem-list.tsx';
import { useShowCount } from '@/shared/ui/use-show-count.ts';

type FieldsProps = { form: PosterFormState };

/**
 * The post's kind: text, photos, video or link on Facebook; image, carousel, reel or story on Instagram (story for
 * business accounts only).
 */
export function PostTypeField({ form }: FieldsProps) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'type' });
  const accounts = useSession((state) => state.instaAccounts);
  const chosenTypes = accounts
    .filter((account) => form.values.targets.includes(account.id))
    .map((account) => account.account_type);
  const types = offeredPostTypes(form.values.network, chosenTypes, field.value);
  // Files the new kind cannot take are let go at once rather than refused at save.
  const change = (type: PostType) => {
    field.onChange(type);
    const rule = mediaRuleOf(form.values.network, type);
    const kept = form
      .getValues('media')
      .filter((file) => [...rule.imageExtensions, ...rule.videoExtensions].includes(file.extension.toLowerCase()))
      .slice(0, rule.max);
    if (kept.length !== form.getValues('media').length) form.setValue('media', kept, { shouldDirty: true });
  };
  return (
    <FormField label={t('poster.form.type')} htmlFor="poster-type">
      <Radio.Group
        id="poster-type"
        optionType="button"
        buttonStyle="solid"
        value={field.value}
        onChange={(event) => change(event.target.value as PostType)}
        options={types.map((type) => ({ value: type, label: t(`poster.types.${type}`) }))}
        data-testid="poster-type"
      />
    </FormField>
  );
}

/** The caption's hashtags against the server's cap, counted as the pre-flight counts them. */
function HashtagCount({ caption }: { caption: string }) {
  const { t } = useTranslation();
  const max = useSession((state) => state.instagramHashtagsPerCaption);
  const count = hashtagsIn(caption).length;
  return (
    <span className={count > max ? 'poster-hint poster-hint-over' : 'poster-hint'} data-testid="poster-hashtag-count">
      {t('poster.form.hashtagCount', { count, max })}
    </span>
  );
}

/** The Facebook text or the Instagram caption, with its length against Meta's limit and its hashtags. */
export function MessageField({ form }: FieldsProps) {
  const { t } = useTranslation();
  const showCount = useShowCount();
  const { field } = useController({ control: form.control, name: 'message' });
  const facebook = form.values.network === 'facebook';
  const max = facebook ? publishingLimits.facebookTextLength : publishingLimits.instagramCaptionLength;
  return (
    <FormField
      label={facebook ? t('poster.form.message') : t('poster.form.caption')}
      htmlFor="poster-message"
      error={form.lookup('message')}
    >
      <Input.TextArea
        id="poster-message"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={max}
        showCount={showCount}
        dir="auto"
        placeholder={facebook ? t('poster.form.messagePlaceholder') : t('poster.form.captionPlaceholder')}
        status={form.lookup('message') ? 'error' : ''}
        data-testid="poster-message"
      />
      {facebook ? null : <HashtagCount caption={field.value} />}
      <ProblemList problems={form.problems} area="message" />
    </FormField>
  );
}

/**
 * Status backgrounds as colour swatches, offered only on a text post of at most 130 characters (spec section 9);
 * a background dropped because the text grew says so.
 */
export function BackgroundField({ form }: FieldsProps) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'fb_preset_id' });
  if (form.values.type !== 'message') return null;
  const max = publishingLimits.statusBackgroundMaxLength;
  return (
    <FormField label={t('poster.form.background')} htmlFor="poster-background">
      {form.backgroundAllowed ? (
        <div id="poster-background" className="poster-swatches" role="radiogroup" data-testid="poster-backgrounds">
          <Tooltip title={t('poster.form.noBackground')}>
            <button
              type="button"
              role="radio"
              aria-checked={field.value === null}
              aria-label={t('poster.form.noBackground')}
              className="poster-swatch poster-swatch-none"
              onClick={() => field.onChange(null)}
              data-testid="background-none"
            >
              {field.value === null ? <CheckOutlined /> : <StopOutlined />}
            </button>
          </Tooltip>
          {statusBackgroundPresets.map((preset, index) => (
            <button
              key={preset.id}
              type="button"
              role="radio"
              aria-checked={field.value === preset.id}
              aria-label={t('poster.form.backgroundNumber', { number: index + 1 })}
              className="poster-swatch"
              style={{ background: preset.background, color: preset.color }}
              onClick={() => field.onChange(preset.id)}
              data-testid={`background-${preset.id}`}
            >
              {field.value === preset.id ? <CheckOutlined /> : null}
            </button>
          ))}
        </div>
      ) : (
        <Alert
          type={form.presetDropped ? 'warning' : 'info'}
          showIcon
          title={t('poster.form.backgroundNotApplicable', { max })}
          description={form.presetDropped ? t('poster.form.backgroundDropped') : undefined}
          data-testid="background-not-applicable"
        />
      )}
      <ProblemList problems={form.problems} area="background" />
    </FormField>
  );
}

export function LinkField({ form }: FieldsProps) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'link' });
  if (form.values.network !== 'facebook' || form.values.type !== 'link') return null;
  return (
    <FormField label={t('poster.form.link')} htmlFor="poster-link" error={form.lookup('link')}>
      <Input
        id="poster-link"
        type="url"
        dir="ltr"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        placeholder="https://"
        status={form.lookup('link') ? 'error' : ''}
        data-testid="poster-link"
      />
      <ProblemList problems={form.problems} area="link" />
    </FormField>
  );
}

/** The first comment the page posts under the new post (`reply_message`). */
export function FirstCommentField({ form }: FieldsProps) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'reply_message' });
  return (
    <FormField
      label={t('poster.form.firstComment')}
      htmlFor="poster-first-comment"
      error={form.lookup('reply_message')}
    >
      <Input.TextArea
        id="poster-first-comment"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={publishingLimits.firstCommentLength}
        dir="auto"
        placeholder={t('poster.form.firstCommentPlaceholder')}
        data-testid="poster-first-comment"
      />
    </FormField>
  );
}
