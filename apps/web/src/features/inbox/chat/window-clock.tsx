import { ClockCircleOutlined } from '@ant-design/icons';
import { messagingWindowAt, type MessagingWindow, type Subscriber } from '@app/contract';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The window now, from the customer's last message. Whether the app may use the HUMAN_AGENT tag only the server
 * knows: it is taken as allowed unless the server already said the window is closed.
 */
type WindowFacts = Pick<Subscriber, 'last_incoming_at' | 'window'>;

export function currentWindow(subscriber: WindowFacts, now: Date): MessagingWindow {
  const lastIncoming = subscriber.last_incoming_at ? new Date(subscriber.last_incoming_at) : null;
  const humanAgentAllowed = subscriber.window.state !== 'closed';
  const computed = messagingWindowAt(lastIncoming, now, humanAgentAllowed);
  if (subscriber.window.state === 'closed' && computed.state !== 'open') return { state: 'closed', closesAt: null };
  return computed;
}

export function useMessagingWindow(subscriber: WindowFacts): MessagingWindow {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return currentWindow(subscriber, now);
}

/** "5 h 12 min" / "3 d 4 h": how long until the window closes. */
export function useRemaining() {
  const { t } = useTranslation();
  return (closesAt: Date) => {
    const minutes = Math.max(0, Math.floor((closesAt.getTime() - Date.now()) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t('inbox.window.daysHours', { days, hours });
    return t('inbox.window.hoursMinutes', { hours, minutes: minutes % 60 });
  };
}

const colors = { open: 'green', human_agent: 'orange', closed: 'red' } as const;

export function WindowClock({ window }: { window: MessagingWindow }) {
  const { t } = useTranslation();
  const remaining = useRemaining();
  const label =
    window.state === 'closed'
      ? t('inbox.window.closed')
      : t(`inbox.window.${window.state}`, { remaining: remaining(window.closesAt) });
  return (
    <Tag
      icon={<ClockCircleOutlined />}
      color={colors[window.state]}
      className="inbox-window-clock"
      data-testid="window-clock"
      data-state={window.state}
    >
      {label}
    </Tag>
  );
}
