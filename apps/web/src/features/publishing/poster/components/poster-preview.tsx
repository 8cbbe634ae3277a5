import type { InstagramPostType } from '@app/contract/publishing-limits';
import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { statusBackgroundAllowed, takesMedia } from '../poster-form-values.ts';
import type { PosterFormState } from '../use-poster-form.ts';
import { FacebookPreview } from './facebook-preview.tsx';
import { InstagramPreview } from './instagram-preview.tsx';
import type { PreviewMedia } from './preview-types.ts';
import type { PosterTarget } from './targets-field.tsx';

/**
 * The post as it will look on its network, for one of the chosen pages or accounts at a time; it follows every
 * field as it is typed, and newly uploaded files show from the seller's own copy.
 */
export function PosterPreview({ form, targets }: { form: PosterFormState; targets: PosterTarget[] }) {
  const { t } = useTranslation();
  const accounts = useSession((state) => state.instaAccounts);
  const { values, uploads } = form;
  const chosen = targets.filter((target) => values.targets.includes(target.id));
  const [pickedId, setPickedId] = useState<number | null>(null);
  const shownTarget = chosen.find((target) => target.id === pickedId) ?? chosen[0] ?? null;
  const media: PreviewMedia[] = takesMedia(values.type)
    ? [
        ...values.media.map((file) => ({
          key: `media-${file.id}`,
          kind: file.kind,
          src: uploads.previews[file.id] ?? file.url,
        })),
        ...uploads.uploads.map((upload) => ({ key: upload.key, kind: upload.kind, src: upload.previewUrl })),
      ]
    : [];
  const profile = { name: shownTarget?.name ?? '', avatar: shownTarget?.avatar ?? null };

  return (
    <Card
      size="small"
      title={t('poster.preview.title')}
      className="poster-preview"
      extra={
        chosen.length > 1 ? (
          <Select
            size="small"
            value={shownTarget?.id}
            onChange={setPickedId}
            options={chosen.map((target) => ({ value: target.id, label: <bdi>{target.name}</bdi> }))}
            aria-label={t('poster.preview.showFor')}
            className="poster-preview-target"
          />
        ) : null
      }
    >
      <div className="poster-phone" data-testid="poster-preview">
        <div className="poster-phone-screen">
          {values.network === 'facebook' ? (
            <FacebookPreview
              page={profile}
              type={values.type}
              message={values.message}
              presetId={statusBackgroundAllowed(values) ? values.fb_preset_id : null}
              link={values.link}
              media={media}
              firstComment={values.reply_message}
            />
          ) : (
            <InstagramPreview
              account={{
                ...profile,
                username: accounts.find((account) => account.id === shownTarget?.id)?.username ?? profile.name,
              }}
              type={values.type as InstagramPostType}
              caption={values.message}
              media={media}
              firstComment={values.reply_message}
            />
          )}
        </div>
      </div>
    </Card>
  );
}
