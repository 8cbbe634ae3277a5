import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { BotReply } from '@app/contract';
import { Button, Empty, Switch, Tag, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteBotReply } from '../api/delete-bot-reply.ts';
import { useSaveBotReply } from '../api/save-bot-reply.ts';
import { botBodyOf, botFormFrom } from '../bot-form-values.ts';

type BotRepliesTableProps = {
  bots: BotReply[];
  loading: boolean;
  onEdit: (id: number) => void;
  /** The page's bot is off: a reply switched on still answers no one, and its row says so. */
  botOff: boolean;
};

/**
 * What makes the bot answer, in one line: its keywords or "every other message", and its postback id (a default-type
 * bot with a postback id answers only that postback).
 */
function TriggerSummary({ bot }: { bot: BotReply }) {
  const { t } = useTranslation();
  return (
    <span className="bot-trigger-summary">
      {bot.keyword_type === 'reply' ? (
        <Typography.Text type="secondary">
          {t(bot.postback_id ? 'botReplies.list.postbackOnly' : 'botReplies.list.defaultReply')}
        </Typography.Text>
      ) : (
        bot.keywords.map((keyword) => (
          <Tag key={keyword} className="bot-keyword-tag">
            <bdi>{keyword}</bdi>
          </Tag>
        ))
      )}
      {bot.postback_id ? (
        <Tag color="geekblue" className="bot-keyword-tag">
          <span dir="ltr">{bot.postback_id}</span>
        </Tag>
      ) : null}
    </span>
  );
}

/** The page's bot replies with their switch, trigger and count, edited and deleted (with a confirmation) in place. */
export function BotRepliesTable({ bots, loading, onEdit, botOff }: BotRepliesTableProps) {
  const { t } = useTranslation();
  const remove = useDeleteBotReply();
  const deletion = useConfirmDelete<BotReply>({
    title: t('botReplies.list.deleteTitle'),
    content: (bot) => <bdi>{bot.bot_name}</bdi>,
    remove: (bot) => remove.mutateAsync(bot.id),
    deletedMessage: t('botReplies.list.deleted'),
    testId: 'bot-delete-confirm',
  });
  const save = useSaveBotReply();
  const showApiError = useShowApiError();
  const toggle = (bot: BotReply, enabled: boolean) =>
    save.mutateAsync({ id: bot.id, body: { ...botBodyOf(botFormFrom(bot)), enabled } }).catch(showApiError);

  return (
    <>
      <ScrollTable<BotReply>
        rowKey="id"
        dataSource={bots}
        loading={loading}
        scroll={{ x: true }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('botReplies.list.empty')} /> }}
        onRow={(bot) => ({ 'data-testid': 'bot-row', 'data-id': bot.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: t('botReplies.form.name'),
            render: (_, bot) => <bdi data-testid="bot-row-name">{bot.bot_name}</bdi>,
          },
          {
            key: 'enabled',
            title: t('botReplies.list.enabled'),
            render: (_, bot) => (
              <span className="bot-row-enabled">
                <Switch
                  size="small"
                  checked={bot.enabled}
                  loading={save.isPending && save.variables?.id === bot.id}
                  onChange={(enabled) => void toggle(bot, enabled)}
                  aria-label={t('botReplies.list.enabled')}
                  data-testid="bot-row-enabled"
                />
                {bot.enabled && botOff ? (
                  <Tag color="warning" data-testid="bot-row-bot-off">
                    {t('botOff.offTag')}
                  </Tag>
                ) : null}
              </span>
            ),
          },
          {
            key: 'keyword_type',
            title: t('botReplies.form.keywordType'),
            render: (_, bot) => <Tag>{t(`botReplies.keywordTypes.${bot.keyword_type}`)}</Tag>,
          },
          { key: 'trigger', title: t('botReplies.list.trigger'), render: (_, bot) => <TriggerSummary bot={bot} /> },
          {
            key: 'message_type',
            title: t('botReplies.form.messageType'),
            render: (_, bot) =>
              bot.reply_type === 'flow' ? (
                <Tag>{t('botReplies.replyTypes.flow')}</Tag>
              ) : (
                <Tag>{t(`botReplies.messageTypes.${bot.message_type}`)}</Tag>
              ),
          },
          {
            key: 'answered',
            title: t('botReplies.list.answered'),
            align: 'end',
            render: (_, bot) => <span data-testid="bot-row-answered">{bot.answered.toLocaleString()}</span>,
          },
          {
            key: 'actions',
            title: '',
            render: (_, bot) => (
              <span className="bot-nowrap">
                <Tooltip title={t('botReplies.list.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('botReplies.list.edit')}
                    onClick={() => onEdit(bot.id)}
                    data-testid="bot-row-edit"
                  />
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => deletion.ask(bot)}
                    data-testid="bot-row-delete"
                  />
                </Tooltip>
              </span>
            ),
          },
        ]}
      />
      {deletion.dialog}
    </>
  );
}
