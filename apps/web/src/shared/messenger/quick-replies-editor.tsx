import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { botLimits, type BotQuickReply } from '@app/contract';
import { Button, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type QuickRepliesEditorProps = {
  value: BotQuickReply[];
  onChange: (replies: BotQuickReply[]) => void;
  errorAt: (path: string) => string | undefined;
  /** In a flow each reply's branch is an edge on the canvas, and its payload is the flow's own. */
  withPayload?: boolean;
};

/**
 * Up to 13 quick replies (Meta's limit), 20-character titles; a payload left empty sends the title back. An
 * unchanged reply keeps its object when another is removed, so a flow's canvas moves its branch along.
 */
export function QuickRepliesEditor({ value, onChange, errorAt, withPayload = true }: QuickRepliesEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<BotQuickReply>) =>
    onChange(value.map((reply, at) => (at === index ? { ...reply, ...patch } : reply)));
  const full = value.length >= botLimits.quickReplies;
  return (
    <div className="quick-replies-editor" data-testid="quick-replies-editor">
      {value.map((reply, index) => {
        const error = errorAt(`replies.${index}.title`) ?? errorAt(`replies.${index}.payload`);
        return (
          <div key={index} className="quick-replies-row">
            <Input
              value={reply.title}
              onChange={(event) => update(index, { title: event.target.value })}
              placeholder={t('botReplies.quickReplies.title')}
              aria-label={t('botReplies.quickReplies.title')}
              maxLength={botLimits.quickReplyTitleLength}
              showCount
              dir="auto"
              status={errorAt(`replies.${index}.title`) ? 'error' : ''}
              data-testid={`quick-reply-${index}-title`}
            />
            {withPayload ? (
              <Input
                value={reply.payload}
                onChange={(event) => update(index, { payload: event.target.value })}
                placeholder={t('botReplies.quickReplies.payload')}
                aria-label={t('botReplies.quickReplies.payload')}
                maxLength={botLimits.postbackIdLength}
                dir="auto"
                status={errorAt(`replies.${index}.payload`) ? 'error' : ''}
                data-testid={`quick-reply-${index}-payload`}
              />
            ) : null}
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            />
            {error ? (
              <div className="form-field-error quick-replies-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
        );
      })}
      <div className="quick-replies-footer">
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange([...value, { title: '', payload: '' }])}
          data-testid="quick-reply-add"
        >
          {t('botReplies.quickReplies.add')}
        </Button>
        <Typography.Text type="secondary">
          {t('botReplies.quickReplies.limit', {
            count: value.length,
            max: botLimits.quickReplies,
            title: botLimits.quickReplyTitleLength,
          })}
        </Typography.Text>
      </div>
      {errorAt('replies') ? (
        <div className="form-field-error" role="alert">
          {errorAt('replies')}
        </div>
      ) : null}
    </div>
  );
}
