import { getStartedPayload, type BotReply } from '@app/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { botSettingsPath, newBotReplyPath, useBotReplies } from '@/features/bot/index.ts';
import type { FlowStepEditorProps } from '../builder-flow-step.ts';

/** What makes one keyword reply start the flow, as the customer does it. */
function Trigger({ bot }: { bot: BotReply }) {
  const { t } = useTranslation();
  if (bot.postback_id === getStartedPayload) return <>{t('botFlows.entrances.getStarted')}</>;
  if (bot.postback_id) return <>{t('botFlows.entrances.postback')}</>;
  if (bot.keyword_type === 'reply') return <>{t('botFlows.entrances.defaultReply')}</>;
  return (
    <>
      {bot.keywords.map((keyword) => (
        <Tag key={keyword}>
          <bdi>{keyword}</bdi>
        </Tag>
      ))}
    </>
  );
}

/** The start's panel: how a conversation gets here, the page's keyword replies that start this flow named. */
export function StartEditor({ currentFlowId }: FlowStepEditorProps<'start'>) {
  const { t } = useTranslation();
  const replies = useBotReplies('');
  const starting = (replies.data?.bots ?? []).filter(
    (bot) => bot.reply_type === 'flow' && bot.flow_id === currentFlowId,
  );
  return (
    <div className="flow-panel-fields" data-testid="flow-entrances">
      <Typography.Paragraph>{t('botFlows.panel.startHint')}</Typography.Paragraph>
      <Typography.Text strong>{t('botFlows.entrances.title')}</Typography.Text>
      {starting.length > 0 ? (
        <ul className="flow-entrances">
          {starting.map((bot) => (
            <li key={bot.id} data-testid="flow-entrance">
              <bdi className="flow-entrance-name">{bot.bot_name}</bdi>
              {bot.enabled ? null : <Tag>{t('botFlows.entrances.switchedOff')}</Tag>}
              <span className="flow-entrance-trigger">
                <Trigger bot={bot} />
              </span>
            </li>
          ))}
        </ul>
      ) : replies.data ? (
        <Typography.Text type="secondary" data-testid="flow-entrances-none">
          {t('botFlows.entrances.none')}
        </Typography.Text>
      ) : null}
      <Typography.Paragraph type="secondary" className="flow-panel-hint">
        {t('botFlows.entrances.how', { getStarted: getStartedPayload })}
      </Typography.Paragraph>
      <span className="flow-entrance-links">
        <Link to={newBotReplyPath}>{t('botFlows.entrances.addReply')}</Link>
        <Link to={botSettingsPath}>{t('botFlows.entrances.settings')}</Link>
      </span>
    </div>
  );
}
