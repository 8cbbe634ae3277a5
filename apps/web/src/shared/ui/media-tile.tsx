import './media-tile.css';
import { CommentOutlined, HeartOutlined, LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';

export type MediaTileItem = {
  id: string;
  media_type: string;
  media_url: string | null;
  permalink: string | null;
  timestamp: string | null;
  caption: string | null;
  like_count?: number | null;
  comments_count?: number | null;
};

/**
 * One Instagram media (a hashtag's top or recent post, or a story) with its time and its link to Instagram; `footer`
 * is what the screen adds below (a story's replies).
 */
export function MediaTile({
  item,
  story = false,
  footer,
}: {
  item: MediaTileItem;
  story?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime(withWeekday);
  const video = item.media_type === 'VIDEO' || item.media_type === 'REELS';
  return (
    <div className={`media-tile${story ? ' media-tile-story' : ''}`} data-testid="media-tile" data-media-id={item.id}>
      <div className="media-tile-visual">
        {item.media_url ? (
          video ? (
            <video src={item.media_url} preload="metadata" muted controls={story} />
          ) : (
            <img src={item.media_url} alt="" loading="lazy" />
          )
        ) : null}
        {video && !story ? <PlayCircleOutlined className="media-tile-play" /> : null}
      </div>
      <div className="media-tile-body">
        {item.timestamp ? <span className="media-tile-date">{formatDateTime(item.timestamp)}</span> : null}
        {item.caption ? (
          <span className="media-tile-caption" dir="auto">
            {item.caption}
          </span>
        ) : null}
        {item.like_count != null || item.comments_count != null ? (
          <span className="media-tile-stats">
            {item.like_count != null ? (
              <span>
                <HeartOutlined /> {item.like_count}
              </span>
            ) : null}
            {item.comments_count != null ? (
              <span>
                <CommentOutlined /> {item.comments_count}
              </span>
            ) : null}
          </span>
        ) : null}
        {item.permalink ? (
          <a href={item.permalink} target="_blank" rel="noreferrer" data-testid="instagram-link">
            <LinkOutlined /> {t('publishing.instagram.open')}
          </a>
        ) : null}
        {footer}
      </div>
    </div>
  );
}
