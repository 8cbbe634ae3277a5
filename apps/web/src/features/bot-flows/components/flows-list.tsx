import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { flowLimits } from '@app/contract';
import { Button, Card, Empty, Input, Modal, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBotSwitch } from '@/features/bot/index.ts';
import { BotOffWarning } from '@/shared/ui/bot-off-warning.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useCreateFlow } from '../api/create-flow.ts';
import { useDeleteFlow } from '../api/delete-flow.ts';
import { useFlowList, type BotFlowSummary } from '../api/list-flows.ts';
import { builderPath } from '../flow-paths.ts';

/** `/dashboard/bot/builder`: the page's flows, and a new one. */
export function FlowsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flows = useFlowList();
  const create = useCreateFlow();
  const remove = useDeleteFlow();
  const deletion = useConfirmDelete<BotFlowSummary>({
    title: t('botFlows.deleteTitle'),
    content: (flow) => t('botFlows.deleteText', { name: flow.name }),
    remove: (flow) => remove.mutateAsync(flow.id),
    deletedMessage: t('botFlows.deleted'),
    testId: 'flow-delete-confirm',
  });
  const showApiError = useShowApiError();
  const botSwitch = useBotSwitch();
  const formatDateTime = useFormatDateTime();
  const [naming, setNaming] = useState<string | null>(null);

  const submit = async () => {
    const name = naming?.trim();
    if (!name) return;
    try {
      const { flow } = await create.mutateAsync(name);
      setNaming(null);
      void navigate(builderPath(flow.id));
    } catch (error) {
      showApiError(error);
    }
  };

  const list = flows.data?.flows ?? [];
  return (
    <div className="flows-screen" data-testid="flows-list">
      <h2 className="screen-title">{t('botFlows.title')}</h2>
      {botSwitch.botOff && list.length > 0 ? (
        <BotOffWarning subject="flows" turning={botSwitch.turning} onTurnOn={botSwitch.turnOn} />
      ) : null}
      <Card
        size="small"
        title={<Typography.Text type="secondary">{t('botFlows.intro')}</Typography.Text>}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setNaming(t('botFlows.defaultName', { number: list.length + 1 }))}
            disabled={list.length >= flowLimits.flowsPerPage}
            data-testid="new-flow"
          >
            {t('botFlows.newFlow')}
          </Button>
        }
      >
        <ScrollTable<BotFlowSummary>
          rowKey="id"
          loading={flows.isLoading}
          dataSource={list}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={t('botFlows.empty')} /> }}
          columns={[
            {
              key: 'name',
              title: t('botFlows.columns.name'),
              render: (_, flow) => (
                <Link to={builderPath(flow.id)} data-testid="flow-row-link">
                  <bdi>{flow.name}</bdi>
                </Link>
              ),
            },
            {
              key: 'published',
              title: t('botFlows.columns.published'),
              render: (_, flow) =>
                flow.published_version !== null ? (
                  <Tag color="green">{t('botFlows.version', { version: flow.published_version })}</Tag>
                ) : (
                  <Tag>{t('botFlows.notPublished')}</Tag>
                ),
            },
            {
              key: 'changes',
              title: t('botFlows.columns.changes'),
              render: (_, flow) =>
                // A flow never published is all draft: "changes not published" would say nothing more.
                flow.has_unpublished_changes && flow.published_version !== null ? (
                  <Tag color="gold">{t('botFlows.unpublishedChanges')}</Tag>
                ) : (
                  '—'
                ),
            },
            {
              key: 'updated',
              title: t('botFlows.columns.updated'),
              render: (_, flow) => formatDateTime(flow.updated_at),
            },
            {
              key: 'actions',
              title: '',
              align: 'end',
              render: (_, flow) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => deletion.ask(flow)}
                />
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={naming !== null}
        title={t('botFlows.newFlow')}
        okText={t('botFlows.create')}
        cancelText={t('common.cancel')}
        onOk={() => void submit()}
        onCancel={() => setNaming(null)}
        okButtonProps={{ disabled: !naming?.trim(), loading: create.isPending, 'data-testid': 'new-flow-create' }}
      >
        <label className="form-field-label" htmlFor="new-flow-name">
          {t('botFlows.name')}
        </label>
        <Input
          id="new-flow-name"
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={() => void submit()}
          maxLength={flowLimits.nameLength}
          dir="auto"
          autoFocus
          data-testid="new-flow-name"
        />
      </Modal>
      {deletion.dialog}
    </div>
  );
}
