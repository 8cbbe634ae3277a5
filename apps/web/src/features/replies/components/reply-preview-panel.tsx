import '../styles/replies.css';
import '../styles/reply-form.css';
import '@/shared/messenger/phone-preview.css';
import { CheckCircleOutlined, EyeInvisibleOutlined, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { findContactDetail, matchComment } from '@app/contract';
import { Card, Input, Segmented, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyPost } from '../api/get-page-posts.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import { MessengerPreview, PhoneFrame, PublicReplyPreview } from '@/shared/messenger/phone-preview.tsx';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';
import { useObjectUrl } from './use-object-url.ts';

type ReplyPreviewPanelProps = {
  page: { name: string; avatar: string | null; username?: string | null };
  post: ReplyPost | null;
  publicEnabled: boolean;
  publicReplies: string[];
  notMatchingReply: string | null;
  keywords: string[];
  filterWords: string[];
  privateEnabled: boolean;
  privateMessage: PrivateMessageValue;
  attachment: File | null;
  postLink: string | null;
  /** The campaign hides comments with a phone number or a link (and gives them no public reply). */
  hideContactComments: boolean;
};

/**
 * What a commenter would see, and a "test a comment" box that runs the same Arabic-aware matching as the
 * server (`matchComment`), so a seller knows before saving whether "بكم؟" gets an answer.
 */
export function ReplyPreviewPanel(props: ReplyPreviewPanelProps) {
  const { t } = useTranslation();
  const look = useReplyChannel();
  const privateTitle = t(
    look === 'instagram' ? 'instagramReplies.preview.privateTitle' : 'replies.preview.privateTitle',
  );
  const [sample, setSample] = useState('');
  const [view, setView] = useState<'public' | 'private'>(
    props.privateEnabled && !props.publicEnabled ? 'private' : 'public',
  );
  // Turning a section on shows its phone: the seller sees what they are editing.
  useEffect(() => {
    if (props.privateEnabled) setView('private');
  }, [props.privateEnabled]);
  useEffect(() => {
    if (props.publicEnabled) setView('public');
  }, [props.publicEnabled]);
  const attachmentPreview = useObjectUrl(props.attachment);
  const commentText = sample.trim() || t('replies.preview.sampleComment');
  const match = matchComment(commentText, { keywords: props.keywords, filterWords: props.filterWords });
  const [first] = props.publicReplies;
  const contact = props.hideContactComments ? findContactDetail(commentText) : null;

  let publicReply: string | null = null;
  let willMessage = false;
  if (match.decision === 'matched') {
    publicReply = props.publicEnabled ? (first ?? null) : null;
    willMessage = props.privateEnabled;
  } else if (match.decision === 'not-matching') {
    publicReply = props.notMatchingReply;
  }
  // The server's rule: a hidden comment gets no public reply, its private reply still goes.
  if (contact) publicReply = null;

  const verdict =
    match.decision === 'filtered' ? (
      <Tag color="red" icon={<StopOutlined />} data-testid="match-verdict" data-decision="filtered">
        {t('replies.preview.filtered', { word: match.word })}
      </Tag>
    ) : match.decision === 'matched' ? (
      <Tag color="green" icon={<CheckCircleOutlined />} data-testid="match-verdict" data-decision="matched">
        {match.keyword ? t('replies.preview.matched', { word: match.keyword }) : t('replies.preview.matchedAll')}
      </Tag>
    ) : (
      <Tag color="orange" icon={<MinusCircleOutlined />} data-testid="match-verdict" data-decision="not-matching">
        {props.notMatchingReply ? t('replies.preview.notMatchingReplied') : t('replies.preview.notMatchingSkipped')}
      </Tag>
    );

  return (
    <Card size="small" title={t('replies.preview.title')} className="reply-preview-card">
      <div className="form-stack">
        <label className="form-field-label" htmlFor="reply-test-comment">
          {t('replies.preview.testComment')}
        </label>
        <Input
          id="reply-test-comment"
          value={sample}
          onChange={(event) => setSample(event.target.value)}
          placeholder={t('replies.preview.testCommentPlaceholder')}
          dir="auto"
          allowClear
          data-testid="test-comment"
        />
        <div className="match-verdict">
          {verdict}
          {contact ? (
            <Tag color="volcano" icon={<EyeInvisibleOutlined />} data-testid="hide-verdict">
              {t(`replies.reasons.${contact === 'phone-number' ? 'contains-phone-number' : 'contains-link'}`)}
            </Tag>
          ) : null}
        </div>
      </div>
      <Segmented
        block
        className="phone-switch"
        value={view}
        onChange={setView}
        options={[
          { value: 'public', label: t('replies.preview.publicTitle') },
          { value: 'private', label: privateTitle },
        ]}
        data-testid="preview-view"
      />
      <div className="phone-pair">
        {view === 'public' ? (
          <PhoneFrame title={t('replies.preview.publicTitle')} testId="phone-public">
            <PublicReplyPreview
              page={props.page}
              post={props.post}
              commenterName={t('replies.preview.sampleCommenter')}
              commentText={commentText}
              reply={publicReply}
              look={look}
              note={
                publicReply === null ? (
                  <Typography.Text type="secondary">{t('replies.preview.noPublicReply')}</Typography.Text>
                ) : props.publicReplies.length > 1 && match.decision === 'matched' ? (
                  <Typography.Text type="secondary">
                    {t('replies.preview.rotates', { count: props.publicReplies.length })}
                  </Typography.Text>
                ) : null
              }
            />
          </PhoneFrame>
        ) : (
          <PhoneFrame title={privateTitle} testId="phone-private">
            {willMessage ? (
              <MessengerPreview
                page={props.page}
                message={props.privateMessage}
                attachmentPreview={attachmentPreview}
                attachmentName={props.attachment?.name ?? null}
                postLink={props.postLink}
                look={look}
              />
            ) : (
              <div className="phone-empty">
                {t(props.privateEnabled ? 'replies.preview.noPrivateForComment' : 'replies.preview.privateOff')}
              </div>
            )}
          </PhoneFrame>
        )}
      </div>
    </Card>
  );
}
