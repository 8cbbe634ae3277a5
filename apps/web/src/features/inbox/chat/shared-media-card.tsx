import { ExportOutlined } from '@ant-design/icons';
import type { InboxMessage, SharedMedia } from '@app/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RetryingImage } from '@/shared/ui/retrying-image.tsx';

type KindOf = Pick<InboxMessage, 'kind' | 'attachments'>;

const sharesReel = (message: KindOf) => message.attachments[0]?.type === 'ig_reel';

/** What a message is in a word ("Image", "Shared a reel"): a share says whether a post or a reel was shared. */
export function messageKindKey(message: KindOf): string {
  if (message.kind === 'share' && sharesReel(message)) return 'inbox.kinds.share_reel';
  return `inbox.kinds.${message.kind}`;
}

/** The shared post or reel: its picture, its caption cut to a few lines (the rest a click away), a link to it. */
export function SharedMediaCard({ message, share }: { message: KindOf; share: SharedMedia }) {
  const { t } = useTranslation();
  const reel = sharesReel(message);
  return (
    <div className="inbox-share" data-testid="message-share" data-media-id={share.media_id}>
      {share.picture_url ? (
        <RetryingImage
          className="inbox-share-picture"
          src={share.picture_url}
          alt={t(reel ? 'inbox.share.reel_picture' : 'inbox.share.post_picture')}
          loading="lazy"
        />
      ) : null}
      {share.caption ? (
        <Typography.Paragraph
          className="inbox-share-caption"
          dir="auto"
          data-testid="share-caption"
          ellipsis={{
            rows: 3,
            expandable: 'collapsible',
            symbol: (expanded: boolean) => t(expanded ? 'inbox.share.less' : 'inbox.share.more'),
          }}
        >
          {share.caption}
        </Typography.Paragraph>
      ) : null}
      {share.permalink ? (
        <a
          className="inbox-share-link"
          href={share.permalink}
          target="_blank"
          rel="noreferrer"
          data-testid="share-link"
        >
          <ExportOutlined /> {t(reel ? 'inbox.share.open_reel' : 'inbox.share.open_post')}
        </a>
      ) : null}
    </div>
  );
}
