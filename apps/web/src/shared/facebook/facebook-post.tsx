import './facebook-post.css';
import { LikeOutlined, MessageOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarInitial } from './avatar-initial.ts';
import { FacebookPostBody, type FacebookPostContent } from './facebook-post-body.tsx';

/** A page (or a person) as Facebook names it above a post or a comment. */
export type FacebookAuthor = { name: string; avatar: string | null };

type FacebookPostProps = {
  author: FacebookAuthor;
  /** Under the author's name: what the screen says about the post (when it appears, whose it is). */
  meta: ReactNode;
  content: FacebookPostContent;
  /** A post being published offers Share; a post shown for its comments has only Like and Comment. */
  withShare?: boolean;
  /** `small` fits the narrow phone beside the reply forms. */
  size?: 'small' | 'default';
  testId: string;
  /** What Facebook shows under the post: its comments. */
  children?: ReactNode;
};

/** A post as Facebook shows it in the feed: the page, the content, the actions row, then its comments. */
export function FacebookPost({
  author,
  meta,
  content,
  withShare = false,
  size = 'default',
  testId,
  children,
}: FacebookPostProps) {
  const { t } = useTranslation();
  return (
    <article className={`fb-post fb-post-${size}`} data-testid={testId}>
      <header className="fb-post-header">
        <Avatar size={size === 'small' ? 32 : 40} src={author.avatar ?? undefined} alt="">
          {avatarInitial(author.name)}
        </Avatar>
        <div>
          <div className="fb-post-name">
            <bdi>{author.name}</bdi>
          </div>
          <div className="fb-post-meta">{meta}</div>
        </div>
      </header>
      <FacebookPostBody content={content} />
      <footer className="fb-post-actions">
        <span>
          <LikeOutlined /> {t('facebookPost.like')}
        </span>
        <span>
          <MessageOutlined /> {t('facebookPost.comment')}
        </span>
        {withShare ? (
          <span>
            <ShareAltOutlined /> {t('facebookPost.share')}
          </span>
        ) : null}
      </footer>
      {children}
    </article>
  );
}

type FacebookCommentProps = {
  author: FacebookAuthor;
  text: ReactNode;
  /** An answer to the comment above it, indented under it. */
  nested?: boolean;
  testId?: string;
  textTestId?: string;
};

/** One comment under a post: the author's picture and a bubble with their name and words. */
export function FacebookComment({ author, text, nested = false, testId, textTestId }: FacebookCommentProps) {
  return (
    <div className={nested ? 'fb-post-comment fb-post-comment-nested' : 'fb-post-comment'} data-testid={testId}>
      <Avatar size={nested ? 24 : 28} src={author.avatar ?? undefined} alt="">
        {avatarInitial(author.name)}
      </Avatar>
      <div className="fb-post-comment-bubble">
        <div className="fb-post-name">
          <bdi>{author.name}</bdi>
        </div>
        <div dir="auto" data-testid={textTestId}>
          {text}
        </div>
      </div>
    </div>
  );
}
