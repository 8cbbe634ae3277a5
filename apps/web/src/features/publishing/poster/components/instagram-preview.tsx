import { HeartOutlined, MessageOutlined, SendOutlined } from '@ant-design/icons';
import type { InstagramPostType } from '@app/contract/publishing-limits';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreviewMedia, PreviewProfile } from './preview-types.ts';

type InstagramPreviewProps = {
  account: PreviewProfile & { username: string };
  type: InstagramPostType;
  caption: string;
  media: PreviewMedia[];
  firstComment: string;
};

function MediaView({ item, className }: { item: PreviewMedia | undefined; className: string }) {
  if (!item) return <div className={`${className} igp-empty`} />;
  return item.kind === 'video' ? (
    <video className={className} src={item.src} muted playsInline preload="metadata" />
  ) : (
    <img className={className} src={item.src} alt="" />
  );
}

/** A feed post (image or carousel), a reel or a story, as Instagram frames it, with the caption in its direction. */
export function InstagramPreview({ account, type, caption, media, firstComment }: InstagramPreviewProps) {
  const { t } = useTranslation();
  const avatar = (
    <Avatar size={28} src={account.avatar ?? undefined} alt="">
      {account.username.slice(0, 1) || '?'}
    </Avatar>
  );
  if (type === 'reel' || type === 'story') {
    return (
      <article className={`igp-tall igp-${type}`} data-testid={`preview-instagram-${type}`}>
        <MediaView item={media[0]} className="igp-tall-media" />
        <header className="igp-tall-header">
          {avatar}
          <bdi className="igp-username">{account.username}</bdi>
          <span className="igp-badge">{t(`poster.types.${type}`)}</span>
        </header>
        {type === 'reel' && caption ? (
          <p className="igp-tall-caption" dir="auto" data-testid="preview-text">
            {caption}
          </p>
        ) : null}
      </article>
    );
  }
  return (
    <article className="igp-post" data-testid="preview-instagram-post">
      <header className="igp-header">
        {avatar}
        <bdi className="igp-username">{account.username}</bdi>
      </header>
      <div className="igp-square">
        <MediaView item={media[0]} className="igp-square-media" />
        {type === 'carousel' && media.length > 1 ? (
          <span className="igp-count" dir="ltr">
            1/{media.length}
          </span>
        ) : null}
      </div>
      {type === 'carousel' && media.length > 1 ? (
        <div className="igp-dots" aria-hidden="true">
          {media.map((item, index) => (
            <span key={item.key} className={index === 0 ? 'igp-dot igp-dot-on' : 'igp-dot'} />
          ))}
        </div>
      ) : null}
      <div className="igp-actions">
        <HeartOutlined />
        <MessageOutlined />
        <SendOutlined />
      </div>
      {caption ? (
        <p className="igp-caption" dir="auto" data-testid="preview-text">
          <bdi className="igp-username">{account.username}</bdi> {caption}
        </p>
      ) : null}
      {firstComment.trim() ? (
        <p className="igp-caption" dir="auto" data-testid="preview-first-comment">
          <bdi className="igp-username">{account.username}</bdi> {firstComment}
        </p>
      ) : null}
    </article>
  );
}
