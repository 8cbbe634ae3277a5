import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { botLimits, type BotQuickReply } from '@app/contract';
import { Button, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type QuickRepliesEditorProps = {
  value: BotQuickReply[];
  onChange: (replies: BotQuickReply[]) => void;
  errorAt: (path: string) => string | undefined;
};

/**
 * Up to 13 quick replies (Meta's limit) with 20-character titles. Each one's branch continues the flow, so an
 * unchanged reply keeps its object when another is removed (the canvas moves its edge along).
 */
export function QuickRepliesEditor({ value, onChange, errorAt }: QuickRepliesEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, title: string) =>
    onChange(value.map((reply, at) => (at === index ? { ...reply, title } : reply)));
  const full = value.length >= botLimits.quickReplies;
  return (
    <div className="quick-replies-editor" data-testid="quick-replies-editor">
      {value.map((reply, index) => (
        <div key={index} className="quick-replies-row">
          <Input
            value={reply.title}
            onChange={(event) => update(index, event.target.value)}
            placeholder={t('botFlows.message.replyTitle')}
            aria-label={t('botFlows.message.replyTitle')}
            maxLength={botLimits.quickReplyTitleLength}
            showCount
            dir="auto"
            status={errorAt(`replies.${index}.title`) ? 'error' : ''}
            data-testid={`replies-${index}-title`}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.delete')}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <div className="buttons-editor-footer">
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange([...value, { title: '', payload: '' }])}
          data-testid="replies-add"
        >
          {t('botFlows.message.addReply')}
        </Button>
        <Typography.Text type="secondary">
          {t('botFlows.message.repliesLimit', {
            count: value.length,
            max: botLimits.quickReplies,
            title: botLimits.quickReplyTitleLength,
          })}
        </Typography.Text>
      </div>
    </div>
  );
}
