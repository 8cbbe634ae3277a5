import '../notifications.css';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { notificationCategories, type Notification, type NotificationCategory } from '@app/contract';
import { Badge, Button, Card, Empty, Pagination, Segmented, Select, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationTime } from '../components/notification-time.tsx';
import { PushSettingsCard } from '../components/push-settings-card.tsx';

const pageSize = 20;

export function NotificationsRoute() {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [category, setCategory] = useState<NotificationCategory | undefined>(undefined);
  const filtered = unreadOnly || category !== undefined;
  const notifications = useNotifications({ page, limit: pageSize, unreadOnly, category });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const deleteNotification = useDeleteNotification();
  const items = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unread ?? 0;
  const total = notifications.data?.total ?? 0;

  const deletion = useConfirmDelete<Notification>({
    title: t('notifications.deleteConfirmTitle'),
    content: () => t('notifications.deleteConfirmText'),
    remove: (notification) => deleteNotification.mutateAsync(notification.id),
    deletedMessage: t('notifications.deleted'),
    testId: 'notification-delete-confirm',
  });

  return (
    <>
      <Card
        title={
          <span className="card-title-with-badge">
            {t('notifications.title')}
            {unread ? <Badge count={unread} /> : null}
          </span>
        }
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={!unread}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError: showApiError })}
            data-testid="mark-all-read"
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      >
        <div className="notification-filters">
          <Segmented
            value={unreadOnly ? 'unread' : 'all'}
            options={[
              { value: 'all', label: t('notificationFilters.all') },
              { value: 'unread', label: t('notificationFilters.unread') },
            ]}
            onChange={(value) => {
              setUnreadOnly(value === 'unread');
              setPage(1);
            }}
            data-testid="notification-unread-filter"
          />
          <Select
            allowClear
            className="notification-kind-filter"
            aria-label={t('notificationFilters.kind')}
            placeholder={t('notificationFilters.allKinds')}
            value={category}
            options={notificationCategories.map((value) => ({
              value,
              label: t(`notificationFilters.categories.${value}`),
            }))}
            onChange={(value: NotificationCategory | undefined) => {
              setCategory(value);
              setPage(1);
            }}
            data-testid="notification-kind-filter"
          />
        </div>
        <Spin spinning={notifications.isLoading}>
          {items.length === 0 ? (
            <Empty description={filtered ? t('notificationFilters.noMatch') : t('notifications.empty')} />
          ) : (
            <ul className="notification-list">
              {items.map((notification) => (
                <li
                  key={notification.id}
                  className={notification.read_at ? 'notification-row' : 'notification-row is-unread'}
                  data-testid="notification-row"
                >
                  <Badge status={notification.read_at ? 'default' : 'processing'} className="notification-row-dot" />
                  <div className="notification-row-body">
                    <div className="notification-row-title">
                      <bdi>{notification.title}</bdi>
                    </div>
                    <p className="notification-row-message">
                      <bdi>{notification.message}</bdi>
                    </p>
                    <div className="notification-row-meta">
                      {notification.category ? (
                        <Tag bordered={false} data-testid="notification-kind">
                          {t(`notificationFilters.categories.${notification.category}`)}
                        </Tag>
                      ) : null}
                      <Typography.Text type="secondary" className="notification-row-time">
                        <NotificationTime createdAt={notification.created_at} />
                      </Typography.Text>
                    </div>
                  </div>
                  <div className="notification-row-actions">
                    {notification.read_at ? null : (
                      <Tooltip title={t('notifications.markRead')}>
                        <Button
                          type="text"
                          icon={<CheckOutlined />}
                          aria-label={t('notifications.markRead')}
                          data-testid="mark-read"
                          onClick={() => markRead.mutate(notification.id, { onError: showApiError })}
                        />
                      </Tooltip>
                    )}
                    <Tooltip title={t('common.delete')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('common.delete')}
                        data-testid="delete-notification"
                        onClick={() => deletion.ask(notification)}
                      />
                    </Tooltip>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {total > pageSize ? (
            <Pagination
              className="notification-pagination"
              align="center"
              current={page}
              pageSize={pageSize}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </Spin>
        {deletion.dialog}
      </Card>
      <PushSettingsCard />
    </>
  );
}
