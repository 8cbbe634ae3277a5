import {
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  FileOutlined,
  LoadingOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { readFlowBranchPayload, type InboxMessage } from '@app/contract';
import { Button, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyId } from '@/shared/ui/copy-id.tsx';
import { RetryingImage } from '@/shared/ui/retrying-image.tsx';
import { messageKindKey, SharedMediaCard } from './shared-media-card.tsx';
import type { OutboxEntry } from './use-outbox.ts';
import { useFormatTime } from './use-format-time.ts';

function Attachment({ type, url }: { type: string; url: string | null }) {
  const { t } = useTranslation();
  if (!url) return <span className="inbox-attachment-missing">{t(`inbox.kinds.${type}`, { defaultValue: type })}</span>;
  if (type === 'image' || type === 'sticker') {
    return <RetryingImage className="inbox-image" src={url} alt={t('inbox.kinds.image')} loading="lazy" link={{}} />;
  }
  if (type === 'video') return <video className="inbox-image" src={url} controls preload="metadata" />;
  if (type === 'audio') return <audio src={url} controls preload="metadata" />;
  return (
    <a className="inbox-file" href={url} target="_blank" rel="noreferrer" data-testid="message-file">
      <FileOutlined /> {t('inbox.kinds.file')}
    </a>
  );
}

/** What a story mention, story reply, postback or private reply is, said above its content. */
function KindLabel({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const labelled = ['story_mention', 'story_reply', 'postback', 'quick_reply', 'private_reply', 'share', 'unsupported'];
  if (!labelled.includes(message.kind)) return null;
  return (
    <div className="inbox-kind" data-testid="message-kind" data-kind={message.kind}>
      {t(messageKindKey(message))}
      {/* The text is the button's title, as the person saw it; the payload is kept for support, not shown. A flow's
          payload is the engine's own, of no use even to support. */}
      {message.postback_payload && !readFlowBranchPayload(message.postback_payload) ? (
        <CopyId id={message.postback_payload} testId="message-payload" />
      ) : null}
    </div>
  );
}

function Story({ story }: { story: NonNullable<InboxMessage['story']> }) {
  const { t } = useTranslation();
  if (!story.url) return null;
  return (
    <span className="inbox-story" data-testid="message-story">
      <RetryingImage
        className="inbox-image inbox-story-image"
        src={story.url}
        alt={t('inbox.story')}
        loading="lazy"
        link={{}}
      />
    </span>
  );
}

/** A story mention carries its story as an attachment too: shown once, as the story. */
function attachmentsBesideStory(message: InboxMessage) {
  return message.attachments.filter(
    (attachment) => attachment.type !== 'story_mention' && !(message.story && attachment.url === message.story.url),
  );
}

function Bubble({ outgoing, testId, children }: { outgoing: boolean; testId: string; children: ReactNode }) {
  return (
    <div className={`inbox-message ${outgoing ? 'inbox-message--out' : 'inbox-message--in'}`} data-testid={testId}>
      <div className="inbox-bubble">{children}</div>
    </div>
  );
}

export function MessageBubble({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const automatic = message.author === 'bot' || message.author === 'campaign';
  return (
    <Bubble outgoing={message.direction === 'out'} testId="message">
      <KindLabel message={message} />
      {message.story ? <Story story={message.story} /> : null}
      {message.text ? (
        <div className="inbox-text" dir="auto" data-testid="message-text">
          {message.text}
        </div>
      ) : null}
      {attachmentsBesideStory(message).map((attachment, index) =>
        attachment.share ? (
          <SharedMediaCard key={attachment.share.media_id} message={message} share={attachment.share} />
        ) : (
          <Attachment key={`${attachment.url ?? ''}-${index}`} type={attachment.type} url={attachment.url} />
        ),
      )}
      {message.error ? (
        <div className="inbox-error" data-testid="message-error">
          <ExclamationCircleOutlined /> {message.error}
        </div>
      ) : null}
      <div className="inbox-meta">
        {automatic ? (
          <Tag icon={<RobotOutlined />} color="purple" data-testid="automatic-tag">
            {t(`inbox.authors.${message.author}`)}
          </Tag>
        ) : null}
        {message.author === 'page' ? <Tag>{t('inbox.authors.page')}</Tag> : null}
        {message.tag ? <Tag color="orange">{message.tag}</Tag> : null}
        {message.arrived_late ? (
          <Tooltip title={t('inbox.arrivedLateHint')}>
            <Tag icon={<ClockCircleOutlined />} color="gold" data-testid="late-tag" tabIndex={0}>
              {t('inbox.arrivedLate')}
            </Tag>
          </Tooltip>
        ) : null}
        {message.agent_name ? <span dir="auto">{message.agent_name}</span> : null}
        <time dateTime={message.created_at} title={message.meta_message_id ?? undefined} data-testid="message-time">
          {formatTime(message.created_at)}
        </time>
        {message.status ? (
          <span
            className={`inbox-status inbox-status--${message.status}`}
            data-testid="message-status"
            data-status={message.status}
          >
            {t(`inbox.status.${message.status}`)}
          </span>
        ) : null}
      </div>
    </Bubble>
  );
}

/** A reply not yet accepted by the server: pending, or failed with the reason and a retry (same client_id). */
export function OutboxBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Bubble outgoing testId="outbox-message">
      {entry.attachment?.previewUrl ? (
        <RetryingImage className="inbox-image" src={entry.attachment.previewUrl} alt="" />
      ) : null}
      {entry.attachment && !entry.attachment.previewUrl ? (
        <span className="inbox-file">
          <FileOutlined /> <span dir="auto">{entry.attachment.name}</span>
        </span>
      ) : null}
      {entry.text ? (
        <div className="inbox-text" dir="auto">
          {entry.text}
        </div>
      ) : null}
      {entry.error ? <div className="inbox-error">{entry.error}</div> : null}
      <div className="inbox-meta">
        <span
          className={`inbox-status inbox-status--${entry.status}`}
          data-testid="message-status"
          data-status={entry.status}
        >
          {entry.status === 'pending' ? <LoadingOutlined /> : null} {t(`inbox.status.${entry.status}`)}
        </span>
        {entry.status === 'failed' ? (
          <>
            <Button size="small" type="link" onClick={onRetry} data-testid="retry-send">
              {t('inbox.composer.retry')}
            </Button>
            <Button size="small" type="link" danger onClick={onDiscard}>
              {t('inbox.composer.discard')}
            </Button>
          </>
        ) : null}
      </div>
    </Bubble>
  );
}
