import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

export default function NotificationHost({ onReady }: { onReady: (instance: NotificationInstance | null) => void }) {
  const [api, holder] = notification.useNotification({ placement: 'top', maxCount: 3 });
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
