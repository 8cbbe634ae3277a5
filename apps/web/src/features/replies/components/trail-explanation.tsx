import '../styles/replies.css';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrailEntry } from '@app/contract';
import { useTrailReason } from '@/shared/i18n/use-trail-reason.ts';

type Line = { tone: 'ok' | 'bad' | 'neutral' | 'info'; text: ReactNode };

const icons = {
  ok: <CheckCircleFilled className="tone-ok" />,
  bad: <CloseCircleFilled className="tone-bad" />,
  neutral: <MinusCircleFilled className="tone-neutral" />,
  info: <InfoCircleFilled className="tone-info" />,
};

/** "Why did this person (not) get a reply?": the decision, then each reply with Meta's id or Meta's message. */
export function TrailExplanation({ entry }: { entry: TrailEntry }) {
  const { t } = useTranslation();
  const describeReason = useTrailReason();
  const lines: Line[] = [];
  const word = entry.matched_word ? <bdi className="trail-word">{entry.matched_word}</bdi> : null;
  const reason = entry.reason ? describeReason(entry.reason) : null;

  switch (entry.decision) {
    case 'matched':
      lines.push({
        tone: 'ok',
        text: word ? (
          <>
            {t('replies.trail.why.matched')} {word}
          </>
        ) : (
          t('replies.trail.why.matchedAll')
        ),
      });
      break;
    case 'not_matching':
      lines.push({ tone: 'neutral', text: t('replies.trail.why.notMatching') });
      break;
    case 'filtered':
      lines.push({
        tone: 'bad',
        text: (
          <>
            {t('replies.trail.why.filtered')} {word}
          </>
        ),
      });
      break;
    case 'skipped':
      lines.push({
        tone: 'neutral',
        text: (
          <>
            {t('replies.trail.why.skipped')} {reason}
          </>
        ),
      });
      break;
  }
  if (reason && entry.decision !== 'skipped') lines.push({ tone: 'info', text: reason });
  if (entry.answered_late) lines.push({ tone: 'info', text: t('replies.trail.why.answeredLate') });

  const delivery = (kind: 'public' | 'private', status: string | null, id: string | null, error: string | null) => {
    if (error || status === 'failed') {
      lines.push({
        tone: 'bad',
        text: (
          <>
            {t(`replies.trail.why.${kind}Failed`)} <span dir="auto">{error ?? ''}</span>
          </>
        ),
      });
    } else if (status === 'sent') {
      lines.push({
        tone: 'ok',
        text: (
          <>
            {t(`replies.trail.why.${kind}Sent`)}{' '}
            {id ? (
              <Typography.Text code copyable className="ltr-number">
                {id}
              </Typography.Text>
            ) : null}
          </>
        ),
      });
    } else if (status && status !== 'none') {
      lines.push({ tone: 'neutral', text: t(`replies.trail.deliveryStatus.${status}`, { defaultValue: status }) });
    } else {
      lines.push({ tone: 'neutral', text: t(`replies.trail.why.${kind}None`) });
    }
  };
  if (entry.hide_status === 'failed' || entry.hide_status === 'skipped')
    lines.push({
      tone: 'bad',
      text: (
        <>
          {t('replies.trail.why.hideFailed')} <span dir="auto">{entry.hide_error ?? ''}</span>
        </>
      ),
    });
  else if (entry.hidden)
    lines.push({
      tone: 'info',
      text:
        entry.hide_reason && entry.reason !== entry.hide_reason
          ? `${describeReason(entry.hide_reason)}. ${t('replies.trail.why.hiddenNow')}`
          : t('replies.trail.why.hiddenNow'),
    });
  delivery('public', entry.public_status, entry.public_reply_id, entry.public_error);
  delivery('private', entry.private_status, entry.private_message_id, entry.private_error);
  // Exactly as Meta gave it (a string such as 122131676912594941_1213590066982748), to find the comment on Meta.
  lines.push({
    tone: 'info',
    text: (
      <>
        {t('replies.trail.why.commentId')}{' '}
        <Typography.Text code copyable className="ltr-number" data-testid="trail-comment-id">
          {entry.comment_id}
        </Typography.Text>
      </>
    ),
  });

  return (
    <ul className="trail-why" data-testid="trail-why">
      {lines.map((line, index) => (
        <li key={index}>
          {icons[line.tone]} <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
