import '../styles/replies.css';
import {
  CaretRightOutlined,
  DeleteOutlined,
  EditOutlined,
  PauseOutlined,
  ProfileOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import type { ReplyCampaign } from '@app/contract';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useChangeReplyStatus } from '../api/change-reply-status.ts';
import { useDeleteReplyCampaign } from '../api/delete-reply-campaign.ts';
import { useReplyChannelRules } from '../channel/reply-channel-context.tsx';

type Pending = { kind: 'start' | 'stop' | 'restart' | 'delete' } | null;

type CampaignActionsProps = {
  campaign: Pick<ReplyCampaign, 'id' | 'name' | 'status'>;
  onDetails?: () => void;
  compact?: boolean;
};

/** Start, stop, restart and delete, each after a confirmation that shows a refusal in place. */
export function CampaignActions({ campaign, onDetails, compact = false }: CampaignActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { paths } = useReplyChannelRules();
  const changeStatus = useChangeReplyStatus();
  const remove = useDeleteReplyCampaign();
  const [pending, setPending] = useState<Pending>(null);

  const toggle =
    campaign.status === 'running'
      ? { kind: 'stop' as const, icon: <PauseOutlined /> }
      : campaign.status === 'paused'
        ? { kind: 'start' as const, icon: <CaretRightOutlined /> }
        : { kind: 'restart' as const, icon: <RedoOutlined /> };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await remove.mutateAsync(campaign.id);
      void message.success(t('replies.campaigns.deleted'));
      return;
    }
    await changeStatus.mutateAsync({ id: campaign.id, status: pending.kind === 'stop' ? 'paused' : 'running' });
    void message.success(t(`replies.campaigns.done.${pending.kind}`));
  };

  const button = (label: string, icon: React.ReactNode, onClick: () => void, testId: string, danger = false) =>
    compact ? (
      <Tooltip title={label}>
        <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
      </Tooltip>
    ) : (
      <Button danger={danger} icon={icon} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );

  return (
    <>
      <Space size={compact ? 0 : 8} wrap>
        {onDetails ? button(t('replies.campaigns.details'), <ProfileOutlined />, onDetails, 'campaign-details') : null}
        {button(
          t(`replies.campaigns.${toggle.kind}`),
          toggle.icon,
          () => setPending({ kind: toggle.kind }),
          `campaign-${toggle.kind}`,
        )}
        {button(
          t('replies.edit'),
          <EditOutlined />,
          () => void navigate(paths.editCampaign(campaign.id)),
          'campaign-edit',
        )}
        {button(t('common.delete'), <DeleteOutlined />, () => setPending({ kind: 'delete' }), 'campaign-delete', true)}
      </Space>
      <ConfirmActionModal
        open={pending !== null}
        title={pending ? t(`replies.campaigns.confirm.${pending.kind}Title`) : ''}
        okText={pending ? t(`replies.campaigns.${pending.kind === 'delete' ? 'deleteAction' : pending.kind}`) : ''}
        danger={pending?.kind === 'delete' || pending?.kind === 'stop'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        testId="campaign-confirm"
      >
        <p>
          <bdi>{campaign.name}</bdi>
        </p>
        <p>{pending ? t(`replies.campaigns.confirm.${pending.kind}Text`) : null}</p>
      </ConfirmActionModal>
    </>
  );
}
