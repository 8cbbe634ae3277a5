import { GlobalOutlined } from '@ant-design/icons';

export type FacebookPhoto = { key: string; src: string };

/** What a post holds; what a post of each type may hold is its screen's business. */
export type FacebookPostContent = {
  message: string;
  /** A text post on one of Facebook's coloured backgrounds. */
  background?: { background: string; color: string } | null;
  photos?: readonly FacebookPhoto[];
  videoSrc?: string | null;
  link?: string | null;
};

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

/** Up to four photos in Facebook's grid, "+n" on the last one shown when there are more. */
function PhotoGrid({ photos }: { photos: readonly FacebookPhoto[] }) {
  const shown = photos.slice(0, 4);
  const more = photos.length - shown.length;
  return (
    <div className={`fb-post-photos fb-post-photos-${shown.length}`} data-testid="preview-photos">
      {shown.map((photo, index) => (
        <div key={photo.key} className="fb-post-photo">
          <img src={photo.src} alt="" />
          {more > 0 && index === shown.length - 1 ? <span className="fb-post-more">+{more}</span> : null}
        </div>
      ))}
    </div>
  );
}

function LinkCard({ link }: { link: string }) {
  return (
    <div className="fb-post-link" data-testid="preview-link">
      <div className="fb-post-link-image">
        <GlobalOutlined />
      </div>
      <div className="fb-post-link-body" dir="ltr">
        <div className="fb-post-link-host">{hostOf(link).toUpperCase()}</div>
        <div className="fb-post-link-url">{link}</div>
      </div>
    </div>
  );
}

/** The post's text (or the text on its background), then its photos, video or link card. */
export function FacebookPostBody({ content }: { content: FacebookPostContent }) {
  const { message, background, photos = [], videoSrc, link } = content;
  return (
    <>
      {background ? (
        <div
          className="fb-post-background"
          style={{ background: background.background, color: background.color }}
          dir="auto"
          data-testid="preview-background"
        >
          {message}
        </div>
      ) : message ? (
        <p className="fb-post-text" dir="auto" data-testid="preview-text">
          {message}
        </p>
      ) : null}
      {photos.length ? <PhotoGrid photos={photos} /> : null}
      {videoSrc ? (
        <video className="fb-post-video" src={videoSrc} controls muted preload="metadata" data-testid="preview-video" />
      ) : null}
      {link ? <LinkCard link={link} /> : null}
    </>
  );
}
