import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import type { OrderRequest, OrderRequestStatus } from '@app/contract';
import { Alert, Button, Descriptions, Drawer, Empty, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messengerConversationPath } from '@/features/inbox/index.ts';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useChangeOrderStatus, useDeleteOrderRequest, useOrderRequest } from './order-requests-api.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <bdi>
      {new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(amount)} {currency}
    </bdi>
  );
}

/** One request beside the list (`?request=id`): what the customer answered and ordered, its history, its actions. */
export function RequestDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useOrderRequest(id);
  const item = request.data?.request;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={id === null ? '' : t('orderRequests.one', { id })}
      size="large"
      rootClassName="order-request-drawer"
      data-testid="request-drawer"
    >
      {request.isLoading ? <Spin /> : null}
      {id !== null && !request.isLoading && !item ? <Empty description={t('orderRequests.notFound')} /> : null}
      {item ? <RequestDetail request={item} onDeleted={onClose} /> : null}
    </Drawer>
  );
}

function RequestDetail({ request, onDeleted }: { request: OrderRequest; onDeleted: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const changeStatus = useChangeOrderStatus();
  const deleteRequest = useDeleteOrderRequest();
  const [asked, setAsked] = useState<OrderRequestStatus | null>(null);
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState(false);
  const last = request.history.at(-1);

  return (
    <div className="order-request-detail" data-testid="request-detail">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('orderRequests.customer')}>
          <Space wrap>
            <bdi>{request.customer_name ?? '—'}</bdi>
            {request.conversation_id !== null ? (
              <Link to={messengerConversationPath(request.conversation_id)} data-testid="request-conversation">
                <MessageOutlined /> {t('orderRequests.openConversation')}
              </Link>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderRequests.statusLabel')}>
          <OrderStatusTag status={request.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orderRequests.total')}>
          <Money amount={request.total} currency={request.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orderRequests.createdAt')}>{formatDateTime(request.created_at)}</Descriptions.Item>
      </Descriptions>

      {last && !last.customer_told ? (
        <Alert
          type="warning"
          showIcon
          className="order-request-not-told"
          data-testid="request-not-told"
          title={t(`orderRequests.notTold.${last.not_told_reason ?? 'meta-refused'}`)}
        />
      ) : null}

      <Typography.Title level={5}>{t('orderRequests.changeStatus')}</Typography.Title>
      {request.allowed_statuses.length ? (
        <Space wrap data-testid="request-status-actions">
          {request.allowed_statuses.map((status) => (
            <Button
              key={status}
              danger={status === 'cancelled'}
              onClick={() => {
                setNote('');
                setAsked(status);
              }}
              data-testid={`request-to-${status}`}
            >
              {t(`orderRequests.moveTo.${status}`)}
            </Button>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('orderRequests.final')}</Typography.Text>
      )}

      <Typography.Title level={5}>{t('orderRequests.answers')}</Typography.Title>
      {request.answers.length ? (
        <Descriptions column={1} bordered size="small" data-testid="request-answers">
          {request.answers.map((answer) => (
            <Descriptions.Item key={answer.name} label={<bdi>{answer.title}</bdi>}>
              <bdi className="order-request-answer">{answer.value || '—'}</bdi>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('orderRequests.noAnswers')}</Typography.Text>
      )}

      <Typography.Title level={5}>{t('orderRequests.items')}</Typography.Title>
      <ul className="order-request-items" data-testid="request-items">
        {request.items.map((item, index) => (
          <li key={`${item.item_id}-${index}`}>
            <bdi>{item.name}</bdi>
            <span>
              {item.quantity} × <Money amount={item.price} currency={request.currency} />
            </span>
          </li>
        ))}
      </ul>

      <Typography.Title level={5}>{t('orderRequests.history')}</Typography.Title>
      <Timeline
        data-testid="request-history"
        items={[
          { content: `${t('orderRequests.received')} · ${formatDateTime(request.created_at)}` },
          ...request.history.map((change) => ({
            content: (
              <div>
                <Space wrap size={4}>
                  <OrderStatusTag status={change.to_status} />
                  <span>
                    {change.changed_by ? <bdi>{change.changed_by.name}</bdi> : null} ·{' '}
                    {formatDateTime(change.created_at)}
                  </span>
                  {change.customer_told ? (
                    <Tag color="green">{t('orderRequests.told')}</Tag>
                  ) : (
                    <Tag>{t(`orderRequests.notToldShort.${change.not_told_reason ?? 'meta-refused'}`)}</Tag>
                  )}
                </Space>
                {change.note ? <div className="order-request-note">{change.note}</div> : null}
              </div>
            ),
          })),
        ]}
      />

      <Button
        danger
        icon={<DeleteOutlined />}
        className="order-request-delete"
        onClick={() => setDeleting(true)}
        data-testid="request-delete"
      >
        {t('orderRequests.delete')}
      </Button>

      <ConfirmActionModal
        open={asked !== null}
        title={asked ? t('orderRequests.confirmTitle', { status: t(`orderRequests.status.${asked}`) }) : ''}
        okText={t('orderRequests.confirm')}
        danger={asked === 'cancelled'}
        onConfirm={() => changeStatus.mutateAsync({ id: request.id, status: asked!, note: note.trim() || undefined })}
        onClose={() => setAsked(null)}
        testId="request-status-confirm"
      >
        <p>{t('orderRequests.confirmText', { id: request.id })}</p>
        <Input.TextArea
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('orderRequests.notePlaceholder')}
          aria-label={t('orderRequests.notePlaceholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="request-note"
        />
      </ConfirmActionModal>
      <ConfirmActionModal
        open={deleting}
        title={t('orderRequests.deleteTitle', { id: request.id })}
        okText={t('orderRequests.delete')}
        danger
        onConfirm={async () => {
          await deleteRequest.mutateAsync(request.id);
          onDeleted();
        }}
        onClose={() => setDeleting(false)}
        testId="request-delete-confirm"
      >
        <p>{t('orderRequests.deleteText')}</p>
      </ConfirmActionModal>
    </div>
  );
}
