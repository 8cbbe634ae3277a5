import { GlobalOutlined, LikeOutlined, MessageOutlined, ShareAltOutlined } from '@ant-design/icons';
import { statusBackgroundPresets } from '@app/contract/publishing-limits';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreviewMedia, PreviewProfile } from './preview-types.ts';

type FacebookPreviewProps = {
  page: PreviewProfile;
  type: string;
  message: string;
  presetId: string | null;
  link: string;
  media: PreviewMedia[];
  firstComment: string;
};

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

function PhotoGrid({ media }: { media: PreviewMedia[] }) {
  const shown = media.slice(0, 4);
  const more = media.length - shown.length;
  return (
    <div className={`fbp-photos fbp-photos-${Math.min(media.length, 4)}`} data-testid="preview-photos">
      {shown.map((item, index) => (
        <div key={item.key} className="fbp-photo">
          <img src={item.src} alt="" />
          {more > 0 && index === shown.length - 1 ? <span className="fbp-more">+{more}</span> : null}
        </div>
      ))}
    </div>
  );
}

/** The post as Facebook shows it in the feed: page, text (or text on its status background), media or link card. */
export function FacebookPreview({ page, type, message, presetId, link, media, firstComment }: FacebookPreviewProps) {
  const { t } = useTranslation();
  const preset = statusBackgroundPresets.find((item) => item.id === presetId);
  const video = media.find((item) => item.kind === 'video');
  return (
    <article className="fbp-card" data-testid="preview-facebook">
      <header className="fbp-header">
        <Avatar size={40} src={page.avatar ?? undefined}>
          {page.name.slice(0, 1) || '?'}
        </Avatar>
        <div>
          <div className="fbp-name">
            <bdi>{page.name || t('poster.preview.pageName')}</bdi>
          </div>
          <div className="fbp-meta">
            {t('poster.preview.justNow')} · <GlobalOutlined />
          </div>
        </div>
      </header>
      {preset && type === 'message' ? (
        <div
          className="fbp-background"
          style={{ background: preset.background, color: preset.color }}
          dir="auto"
          data-testid="preview-background"
        >
          {message}
        </div>
      ) : message ? (
        <p className="fbp-text" dir="auto" data-testid="preview-text">
          {message}
        </p>
      ) : null}
      {type === 'photos' && media.length ? <PhotoGrid media={media} /> : null}
      {type === 'video' && video ? (
        <video className="fbp-video" src={video.src} controls muted preload="metadata" data-testid="preview-video" />
      ) : null}
      {type === 'link' && link ? (
        <div className="fbp-link" data-testid="preview-link">
          <div className="fbp-link-image">
            <GlobalOutlined />
          </div>
          <div className="fbp-link-body" dir="ltr">
            <div className="fbp-link-host">{hostOf(link).toUpperCase()}</div>
            <div className="fbp-link-url">{link}</div>
          </div>
        </div>
      ) : null}
      <footer className="fbp-actions">
        <span>
          <LikeOutlined /> {t('poster.preview.like')}
        </span>
        <span>
          <MessageOutlined /> {t('poster.preview.comment')}
        </span>
        <span>
          <ShareAltOutlined /> {t('poster.preview.share')}
        </span>
      </footer>
      {firstComment.trim() ? (
        <div className="fbp-comment" data-testid="preview-first-comment">
          <Avatar size={28} src={page.avatar ?? undefined}>
            {page.name.slice(0, 1) || '?'}
          </Avatar>
          <div className="fbp-comment-bubble">
            <div className="fbp-name">
              <bdi>{page.name}</bdi>
            </div>
            <div dir="auto">{firstComment}</div>
          </div>
        </div>
      ) : null}
    </article>
  );
}
