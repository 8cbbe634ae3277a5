import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import type { Conversation } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { App, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/http-client.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { inboxQueryKeys } from '../api/inbox-query-keys.ts';

type ThreadPage = { conversation: Conversation };

/**
 * Take a Messenger conversation over from the bot, or hand it back: while taken over the bot stays silent in it.
 * The switch shows the server's state; the answer is written into the open thread at once.
 */
export function TakeoverSwitch({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (takenOver: boolean) =>
      api(apiRoutes.inbox.takeover, { params: { id: conversation.id }, body: { taken_over: takenOver } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ThreadPage>(inboxQueryKeys.thread(conversation.id), (page) =>
        page ? { ...page, conversation: { ...page.conversation, taken_over: answer.taken_over } } : page,
      );
      void message.success(t(answer.taken_over ? 'botReplies.takeover.tookOver' : 'botReplies.takeover.handedBack'));
    },
    onError: showApiError,
  });
  const takenOver = change.isPending ? (change.variables ?? conversation.taken_over) : conversation.taken_over;
  return (
    <Tooltip title={t(takenOver ? 'botReplies.takeover.handBack' : 'botReplies.takeover.take')}>
      <label className="inbox-takeover" data-state={takenOver ? 'taken-over' : 'bot'} data-testid="takeover">
        {takenOver ? <UserOutlined /> : <RobotOutlined />}
        <span className="inbox-takeover-text" data-testid="takeover-state">
          {t(takenOver ? 'botReplies.takeover.takenOver' : 'botReplies.takeover.active')}
        </span>
        <Switch
          size="small"
          checked={!takenOver}
          loading={change.isPending}
          onChange={(botOn) => change.mutate(!botOn)}
          aria-label={t(takenOver ? 'botReplies.takeover.handBack' : 'botReplies.takeover.take')}
          data-testid="takeover-switch"
        />
      </label>
    </Tooltip>
  );
}
