import '../styles/phone-preview.css';
import { FileOutlined, LikeOutlined, LinkOutlined, MessageOutlined, PictureOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import type { PrivateMessageValue } from './private-message-editor.tsx';

type PreviewPage = { name: string; avatar: string | null };

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

function initials(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}

type PublicReplyPreviewProps = {
  page: PreviewPage;
  post: { message?: string | null | undefined; picture?: string | null | undefined } | null;
  commenterName: string;
  commentText: string;
  /** The reply the page would post, or null when none would be posted. */
  reply: string | null;
  note?: ReactNode;
};

/** The post with one comment under it and the page's public reply nested below, as on Facebook. */
export function PublicReplyPreview({ page, post, commenterName, commentText, reply, note }: PublicReplyPreviewProps) {
  const { t } = useTranslation();
  return (
    <div className="fb-post" data-testid="preview-public">
      <div className="fb-post-header">
        <Avatar size={32} src={page.avatar ?? undefined}>
          {initials(page.name)}
        </Avatar>
        <div>
          <div className="fb-name">
            <bdi>{page.name}</bdi>
          </div>
          <div className="fb-meta">{t('replies.preview.sponsoredPost')}</div>
        </div>
      </div>
      {post?.message ? (
        <p className="fb-post-text" dir="auto">
          {post.message}
        </p>
      ) : null}
      {post?.picture ? <img className="fb-post-picture" src={post.picture} alt="" loading="lazy" /> : null}
      <div className="fb-post-actions">
        <span>
          <LikeOutlined /> {t('replies.preview.like')}
        </span>
        <span>
          <MessageOutlined /> {t('replies.preview.comment')}
        </span>
      </div>
      <div className="fb-comment">
        <Avatar size={28}>{initials(commenterName)}</Avatar>
        <div className="fb-comment-bubble">
          <div className="fb-name">
            <bdi>{commenterName}</bdi>
          </div>
          <div dir="auto" className="fb-comment-text">
            {commentText || '…'}
          </div>
        </div>
      </div>
      {reply ? (
        <div className="fb-comment fb-comment-reply">
          <Avatar size={24} src={page.avatar ?? undefined}>
            {initials(page.name)}
          </Avatar>
          <div className="fb-comment-bubble">
            <div className="fb-name">
              <bdi>{page.name}</bdi>
            </div>
            <div dir="auto" className="fb-comment-text" data-testid="preview-public-reply">
              {reply}
            </div>
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
};

/** The private reply as Messenger shows it: bubbles, a button list, or a card carousel. */
export function MessengerPreview({
  page,
  message,
  attachmentPreview,
  attachmentName,
  postLink,
}: MessengerPreviewProps) {
  const { t } = useTranslation();
  const buttonList = (buttons: PrivateMessageValue['buttons']) =>
    buttons.length ? (
      <div className="ms-buttons">
        {buttons.map((button, index) => (
          <div key={index} className="ms-button" dir="auto">
            {button.type === 'web_url' ? <LinkOutlined /> : null} {button.title || t('replies.message.buttonTitle')}
          </div>
        ))}
      </div>
    ) : null;

  let body: ReactNode = null;
  switch (message.message_type) {
    case 'text':
      body = message.message ? (
        <div className="ms-bubble" dir="auto">
          {message.message}
        </div>
      ) : null;
      break;
    case 'buttons':
      body = (
        <div className="ms-template">
          <div className="ms-template-text" dir="auto">
            {message.message || '…'}
          </div>
          {buttonList(message.buttons)}
        </div>
      );
      break;
    case 'image':
      body =
        attachmentPreview || message.attachment_url ? (
          <img className="ms-image" src={attachmentPreview ?? message.attachment_url ?? ''} alt="" />
        ) : (
          <div className="ms-bubble ms-placeholder">
            <PictureOutlined /> {t('replies.message.types.image')}
          </div>
        );
      break;
    case 'file':
      body = (
        <div className="ms-bubble ms-file">
          <FileOutlined />{' '}
          <bdi>{attachmentName ?? message.attachment_url?.split('/').pop() ?? t('replies.message.types.file')}</bdi>
        </div>
      );
      break;
    case 'cards':
      body = (
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
              {buttonList(card.buttons)}
            </div>
          ))}
        </div>
      );
      break;
  }

  return (
    <div className="ms-thread" data-testid="preview-private">
      <div className="ms-header">
        <Avatar size={28} src={page.avatar ?? undefined}>
          {initials(page.name)}
        </Avatar>
        <bdi className="fb-name">{page.name}</bdi>
      </div>
      <div className="ms-messages">
        {body}
        {postLink ? (
          <div className="ms-bubble ms-link" dir="ltr">
            <LinkOutlined /> {postLink}
          </div>
        ) : null}
      </div>
    </div>
  );
}
