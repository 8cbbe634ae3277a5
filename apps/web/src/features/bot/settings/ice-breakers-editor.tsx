import { AutoComplete, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { messagingLimits, type IceBreaker } from '@app/contract';
import { useBotReplies } from '../api/list-bot-replies.ts';

type IceBreakersEditorProps = {
  /** Names the editor's fields apart: `messenger` or `instagram`. */
  platform: 'messenger' | 'instagram';
  items: IceBreaker[];
  onChange: (items: IceBreaker[]) => void;
};

const emptyItem: IceBreaker = { question: '', payload: '' };

/** The page's bots that answer a postback id: what a tapped question can do, as a menu button's payload does. */
function usePostbackChoices() {
  const bots = useBotReplies('');
  return (bots.data?.bots ?? [])
    .filter((bot) => bot.postback_id)
    .map((bot) => ({ value: bot.postback_id!, label: `${bot.bot_name} · ${bot.postback_id}` }));
}

/** Meta's ice breakers: up to 4 questions shown to someone starting a conversation, each sent back as a postback. */
export function IceBreakersEditor({ platform, items, onChange }: IceBreakersEditorProps) {
  const { t } = useTranslation();
  const choices = usePostbackChoices();
  const replace = (index: number, item: IceBreaker) => onChange(items.map((old, at) => (at === index ? item : old)));
  const full = items.length >= messagingLimits.iceBreakers;
  const testId = `ice-breakers-${platform}`;
  return (
    <div className="bot-menu-editor" data-testid={testId}>
      {items.map((item, index) => (
        <div className="bot-ice-breaker" key={index} data-testid={`${testId}-item-${index}`}>
          <Input
            aria-label={t('inboxSettings.iceBreakers.question', { n: index + 1 })}
            placeholder={t('inboxSettings.iceBreakers.questionPlaceholder')}
            value={item.question}
            maxLength={messagingLimits.iceBreakerQuestionLength}
            showCount
            dir="auto"
            data-testid={`${testId}-question-${index}`}
            onChange={(event) => replace(index, { ...item, question: event.target.value })}
          />
          <AutoComplete
            aria-label={t('inboxSettings.iceBreakers.payload', { n: index + 1 })}
            placeholder={t('inboxSettings.iceBreakers.payloadPlaceholder')}
            value={item.payload}
            options={choices}
            popupMatchSelectWidth={false}
            styles={{ popup: { root: { maxWidth: 'calc(100vw - 32px)' } } }}
            maxLength={messagingLimits.postbackPayloadLength}
            filterOption={(typed, option) => option?.label.toLowerCase().includes(typed.toLowerCase()) ?? false}
            data-testid={`${testId}-payload-${index}`}
            onChange={(payload: string) => replace(index, { ...item, payload })}
          />
          <Button
            danger
            onClick={() => onChange(items.filter((_, at) => at !== index))}
            data-testid={`${testId}-remove-${index}`}
          >
            {t('inboxSettings.menu.remove')}
          </Button>
        </div>
      ))}
      <Button onClick={() => onChange([...items, emptyItem])} disabled={full} data-testid={`${testId}-add`}>
        {t('inboxSettings.iceBreakers.add')}
      </Button>
      <div className="bot-settings-hint">
        {t('inboxSettings.iceBreakers.count', { count: items.length, max: messagingLimits.iceBreakers })}
      </div>
    </div>
  );
}
