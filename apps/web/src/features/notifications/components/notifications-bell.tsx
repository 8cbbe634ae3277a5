import '../notifications-bell.css';
import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@app/contract';
import { Badge, Button, Dropdown, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { popupHostOf } from '@/shared/ui/popup-host.ts';
import { useLiveNotifications, useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationsPath } from '../notifications-paths.ts';
import { NotificationTime } from './notification-time.tsx';

const latestCount = 5;
const refreshEveryMs = 60_000;

const badgeLimit = 99;

/** What the badge shows, so the button's spoken name contains the text a sighted user sees (WCAG 2.5.3). */
function badgeText(unread: number): string {
  return unread > badgeLimit ? `${badgeLimit}+` : String(unread);
}

export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useNotifications({ page: 1, limit: latestCount }, { refetchInterval: refreshEveryMs });
  useLiveNotifications();
  const notifications = useSession((state) => state.notifications);
  const unread = useSession((state) => state.unreadNotifications);
  const markRead = useMarkNotificationRead();

  const openNotification = (notification: Notification) => {
    setOpen(false);
    if (!notification.read_at) markRead.mutate(notification.id);
    if (notification.url?.startsWith('/')) void navigate(notification.url);
    else if (notification.url) window.open(notification.url, '_blank', 'noopener');
  };

  const panel = (
    <div className="notifications-panel" data-testid="notifications-panel">
      <div className="notifications-panel-header">
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        {unread ? (
          <Typography.Text type="secondary">{t('notifications.unreadCount', { count: unread })}</Typography.Text>
        ) : null}
      </div>
      {notifications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
      ) : (
        <ul className="notifications-panel-list">
          {notifications.slice(0, latestCount).map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={`notifications-panel-item${notification.read_at ? '' : ' is-unread'}`}
                onClick={() => openNotification(notification)}
              >
                <span className="notifications-panel-item-title">
                  <bdi>{notification.title}</bdi>
                </span>
                <span className="notifications-panel-item-message">
                  <bdi>{notification.message}</bdi>
                </span>
                <span className="notifications-panel-item-time">
                  <NotificationTime createdAt={notification.created_at} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="notifications-panel-footer">
        <Link to={notificationsPath} onClick={() => setOpen(false)}>
          {t('notifications.viewAll')}
        </Link>
      </div>
    </div>
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      getPopupContainer={popupHostOf}
      popupRender={() => panel}
      placement="bottom"
    >
      <Button
        type="text"
        aria-label={unread > 0 ? t('notifications.bellUnread', { shown: badgeText(unread) }) : t('notifications.title')}
        data-testid="notifications-bell"
      >
        <Badge count={unread} size="small" overflowCount={badgeLimit}>
          <BellOutlined className="topbar-icon" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
