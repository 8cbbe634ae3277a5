import './phone-preview.css';
import {
  FileOutlined,
  HeartOutlined,
  LinkOutlined,
  MessageOutlined,
  PictureOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarInitial } from '@/shared/facebook/avatar-initial.ts';
import { FacebookComment, FacebookPost } from '@/shared/facebook/facebook-post.tsx';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import type { PrivateMessageValue } from './messenger-message.ts';

type PreviewPage = { name: string; avatar: string | null; username?: string | null };

/** Facebook's post and Messenger, or Instagram's comment thread and Direct. */
export type PreviewLook = 'facebook' | 'instagram';

const handle = (page: PreviewPage) => page.username || page.name;

/** A phone frame in the page's direction; user text inside keeps its own direction (dir="auto"). */
export function PhoneFrame({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const locale = usePreferences((state) => state.locale);
  return (
    <div className="phone-frame" dir={directionOf(locale)} data-testid={testId}>
      <div className="phone-notch" aria-hidden="true" />
      <div className="phone-title">{title}</div>
      <div className="phone-screen">{children}</div>
    </div>
  );
}

type PublicReplyPreviewProps = {
  page: PreviewPage;
  post: { message?: string | null | undefined; picture?: string | null | undefined } | null;
  commenterName: string;
  commentText: string;
  /** The reply the page would post, or null when none would be posted. */
  reply: string | null;
  note?: ReactNode;
  look?: PreviewLook;
};

/** The post with one comment under it and the page's public reply nested below, as on Facebook or Instagram. */
export function PublicReplyPreview(props: PublicReplyPreviewProps) {
  const { t } = useTranslation();
  const { page, post, commenterName, commentText, reply, note } = props;
  if (props.look === 'instagram') return <InstagramCommentThread {...props} />;
  return (
    <FacebookPost
      author={page}
      meta={t('replies.preview.sponsoredPost')}
      content={{
        message: post?.message ?? '',
        photos: post?.picture ? [{ key: 'picture', src: post.picture }] : [],
      }}
      size="small"
      testId="preview-public"
    >
      <FacebookComment author={{ name: commenterName, avatar: null }} text={commentText || '…'} />
      {reply ? <FacebookComment author={page} text={reply} nested textTestId="preview-public-reply" /> : null}
      {note ? <div className="fb-note fb-note-inset">{note}</div> : null}
    </FacebookPost>
  );
}

/** Instagram's post: the picture, the caption after the account's name, the comment and the account's answer to it. */
function InstagramCommentThread({ page, post, commenterName, commentText, reply, note }: PublicReplyPreviewProps) {
  const { t } = useTranslation();
  return (
    <div className="ig-post" data-testid="preview-public" data-look="instagram">
      <div className="ig-post-header">
        <Avatar size={28} src={page.avatar ?? undefined} alt="" className="ig-avatar">
          {avatarInitial(page.name)}
        </Avatar>
        <bdi className="ig-handle">{handle(page)}</bdi>
      </div>
      {post?.picture ? (
        <img className="ig-post-picture" src={post.picture} alt="" loading="lazy" />
      ) : (
        <div className="ig-post-picture ig-post-no-picture" />
      )}
      <div className="ig-post-actions" aria-hidden="true">
        <HeartOutlined />
        <MessageOutlined />
        <SendOutlined />
      </div>
      {post?.message ? (
        <p className="ig-caption">
          <bdi className="ig-handle">{handle(page)}</bdi> <span dir="auto">{post.message}</span>
        </p>
      ) : null}
      <div className="ig-comment">
        <Avatar size={26}>{avatarInitial(commenterName)}</Avatar>
        <div className="ig-comment-body">
          <bdi className="ig-handle">{commenterName}</bdi>{' '}
          <span dir="auto" className="ig-comment-text">
            {commentText || '…'}
          </span>
          <div className="ig-comment-meta">{t('instagramReplies.preview.replyAction')}</div>
        </div>
      </div>
      {reply ? (
        <div className="ig-comment ig-comment-reply">
          <Avatar size={22} src={page.avatar ?? undefined} alt="" className="ig-avatar">
            {avatarInitial(page.name)}
          </Avatar>
          <div className="ig-comment-body">
            <bdi className="ig-handle">{handle(page)}</bdi>{' '}
            <span dir="auto" className="ig-comment-text" data-testid="preview-public-reply">
              {reply}
            </span>
          </div>
        </div>
      ) : null}
      {note ? <div className="fb-note">{note}</div> : null}
    </div>
  );
}

type MessengerPreviewProps = {
  page: PreviewPage;
  message: PrivateMessageValue;
  attachmentPreview: string | null;
  attachmentName: string | null;
  postLink: string | null;
  look?: PreviewLook;
  /** Quick replies offered under the message (the bot's), as Messenger shows them: pills the customer taps. */
  quickReplies?: readonly { title: string }[];
  /** The customer's message the answer follows (the bot's trigger), on the customer's side of the thread. */
  incomingText?: string | null;
};

/** The private reply as Messenger shows it (bubbles, a button list, a card carousel), or as Instagram Direct does. */
export function MessengerPreview({
  page,
  message,
  attachmentPreview,
  attachmentName,
  postLink,
  look = 'facebook',
  quickReplies = [],
  incomingText = null,
}: MessengerPreviewProps) {
  return (
    <MessengerThread page={page} look={look}>
      {incomingText ? <MessengerIncoming text={incomingText} /> : null}
      <MessengerMessage message={message} attachmentPreview={attachmentPreview} attachmentName={attachmentName} />
      {postLink ? (
        <div className="ms-bubble ms-link" dir="ltr">
          <LinkOutlined /> {postLink}
        </div>
      ) : null}
      <MessengerQuickReplies replies={quickReplies} />
    </MessengerThread>
  );
}

/** A Messenger (or Instagram Direct) conversation with the page: its header, then the bubbles given. */
export function MessengerThread({
  page,
  look = 'facebook',
  children,
}: {
  page: PreviewPage;
  look?: PreviewLook;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const instagram = look === 'instagram';
  return (
    <div className={instagram ? 'ms-thread ig-direct' : 'ms-thread'} data-testid="preview-private" data-look={look}>
      <div className="ms-header">
        <Avatar size={28} src={page.avatar ?? undefined} alt="" className={instagram ? 'ig-avatar' : undefined}>
          {avatarInitial(page.name)}
        </Avatar>
        {instagram ? (
          <div>
            <bdi className="fb-name">{handle(page)}</bdi>
            <div className="fb-meta">{t('instagramReplies.preview.directMeta')}</div>
          </div>
        ) : (
          <bdi className="fb-name">{page.name}</bdi>
        )}
      </div>
      <div className="ms-messages">{children}</div>
    </div>
  );
}

/** The customer's message, on their side of the thread. */
export function MessengerIncoming({ text, testId = 'preview-incoming' }: { text: string; testId?: string }) {
  return (
    <div className="ms-bubble ms-incoming" dir="auto" data-testid={testId}>
      {text}
    </div>
  );
}

/** Where a pressed postback button sits: its card (null outside cards) and its place in the button list. */
export type PressedButton = { card: number | null; button: number };

type MessengerMessageProps = {
  message: PrivateMessageValue;
  attachmentPreview: string | null;
  attachmentName: string | null;
  /** Makes postback buttons pressable (a flow's "try it"); without it buttons are drawn only. */
  onPressButton?: ((pressed: PressedButton) => void) | undefined;
};

/** One message of the page as Messenger draws it: a bubble, a button template, an image, a file or cards. */
export function MessengerMessage({ message, attachmentPreview, attachmentName, onPressButton }: MessengerMessageProps) {
  const { t } = useTranslation();
  const buttonList = (buttons: PrivateMessageValue['buttons'], card: number | null) =>
    buttons.length ? (
      <div className="ms-buttons">
        {buttons.map((button, index) => {
          const label = (
            <>
              {button.type === 'web_url' ? <LinkOutlined /> : null} {button.title || t('replies.message.buttonTitle')}
            </>
          );
          return onPressButton && button.type === 'postback' ? (
            <button
              key={index}
              type="button"
              className="ms-button ms-pressable"
              dir="auto"
              onClick={() => onPressButton({ card, button: index })}
              data-testid="preview-button"
            >
              {label}
            </button>
          ) : (
            <div key={index} className="ms-button" dir="auto">
              {label}
            </div>
          );
        })}
      </div>
    ) : null;

  switch (message.message_type) {
    case 'text':
      return message.message ? (
        <div className="ms-bubble" dir="auto">
          {message.message}
        </div>
      ) : null;
    case 'buttons':
      return (
        <div className="ms-template">
          <div className="ms-template-text" dir="auto">
            {message.message || '…'}
          </div>
          {buttonList(message.buttons, null)}
        </div>
      );
    case 'image':
      return attachmentPreview || message.attachment_url ? (
        <img className="ms-image" src={attachmentPreview ?? message.attachment_url ?? ''} alt="" />
      ) : (
        <div className="ms-bubble ms-placeholder">
          <PictureOutlined /> {t('replies.message.types.image')}
        </div>
      );
    case 'file':
      return (
        <div className="ms-bubble ms-file">
          <FileOutlined />{' '}
          <bdi>{attachmentName ?? message.attachment_url?.split('/').pop() ?? t('replies.message.types.file')}</bdi>
        </div>
      );
    case 'cards':
      return (
        <div className="ms-carousel" data-testid="preview-cards">
          {message.cards.map((card, index) => (
            <div key={index} className="ms-card">
              {card.image_url ? (
                <img src={card.image_url} alt="" className="ms-card-image" />
              ) : (
                <div className="ms-card-image ms-card-image-empty" />
              )}
              <div className="ms-card-body">
                <div className="ms-card-title" dir="auto">
                  {card.title || t('replies.message.cardTitle')}
                </div>
                {card.subtitle ? (
                  <div className="ms-card-subtitle" dir="auto">
                    {card.subtitle}
                  </div>
                ) : null}
              </div>
              {buttonList(card.buttons, index)}
            </div>
          ))}
        </div>
      );
    default:
      return null;
  }
}

/** Quick replies under a message: pills the customer taps (pressable when `onPress` is given). */
export function MessengerQuickReplies({
  replies,
  onPress,
}: {
  replies: readonly { title: string }[];
  onPress?: ((index: number) => void) | undefined;
}) {
  if (!replies.length) return null;
  return (
    <div className="ms-quick-replies" data-testid="preview-quick-replies">
      {replies.map((reply, index) =>
        onPress ? (
          <button
            key={index}
            type="button"
            className="ms-quick-reply ms-pressable"
            dir="auto"
            onClick={() => onPress(index)}
            data-testid="preview-quick-reply"
          >
            {reply.title || '…'}
          </button>
        ) : (
          <span key={index} className="ms-quick-reply" dir="auto">
            {reply.title || '…'}
          </span>
        ),
      )}
    </div>
  );
}
