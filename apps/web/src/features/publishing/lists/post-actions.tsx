import { ClockCircleOutlined, DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import type { Post } from '@app/contract/publishing';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { usePublishPostNow } from '../api/publish-now.ts';
import { publishingPaths } from './publishing-paths.ts';
import { RescheduleModal } from './reschedule-modal.tsx';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';

type Pending = 'publish' | 'delete' | 'reschedule' | null;

/** Edit, reschedule, publish now and delete a post still waiting; publishing now and deleting ask first. */
export function PostActions({ post, compact = false }: { post: Post; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime(withWeekday);
  const publishNow = usePublishPostNow();
  const remove = useDeletePost();
  const [pending, setPending] = useState<Pending>(null);

  const button = (label: string, icon: React.ReactNode, onClick: () => void, testId: string, danger = false) =>
    compact ? (
      <Tooltip title={label}>
        <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
      </Tooltip>
    ) : (
      <Button size="small" danger={danger} icon={icon} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );

  const confirm = async () => {
    if (pending === 'publish') {
      await publishNow.mutateAsync(post.id);
      void message.success(t('publishing.actions.publishing'));
    } else if (pending === 'delete') {
      await remove.mutateAsync(post.id);
      void message.success(t('publishing.actions.deleted'));
    }
  };

  return (
    <>
      <Space size={compact ? 0 : 8} wrap className="post-actions">
        {post.editable
          ? button(
              t('publishing.actions.edit'),
              <EditOutlined />,
              () => void navigate(publishingPaths.poster(post.network, post.id)),
              'post-edit',
            )
          : null}
        {button(
          t('publishing.actions.reschedule'),
          <ClockCircleOutlined />,
          () => setPending('reschedule'),
          'post-reschedule',
        )}
        {button(t('publishing.actions.publishNow'), <SendOutlined />, () => setPending('publish'), 'post-publish-now')}
        {button(t('common.delete'), <DeleteOutlined />, () => setPending('delete'), 'post-delete', true)}
      </Space>
      {pending === 'reschedule' ? <RescheduleModal post={post} open onClose={() => setPending(null)} /> : null}
      <ConfirmActionModal
        open={pending === 'publish' || pending === 'delete'}
        title={pending === 'delete' ? t('publishing.actions.deleteTitle') : t('publishing.actions.publishNowTitle')}
        okText={pending === 'delete' ? t('common.delete') : t('publishing.actions.publishNow')}
        danger={pending === 'delete'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        testId="post-confirm"
      >
        <p>
          {pending === 'delete'
            ? t('publishing.actions.deleteText')
            : t('publishing.actions.publishNowText', {
                targets: new Intl.ListFormat(i18n.language).format(post.targets.map((target) => target.name)),
                due: formatDateTime(post.scheduled_at),
              })}
        </p>
        {post.message ? (
          <blockquote className="post-confirm-quote" dir="auto">
            {post.message.length > 160 ? `${post.message.slice(0, 160)}…` : post.message}
          </blockquote>
        ) : null}
      </ConfirmActionModal>
    </>
  );
}
