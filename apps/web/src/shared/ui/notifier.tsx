import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { lazy, Suspense, type ReactNode } from 'react';
import { createStore, useStore } from '../lib/create-store.ts';

type NotifyType = 'error' | 'info' | 'success' | 'warning';
export type Notifier = Record<NotifyType, (args: ArgsProps) => void>;

const pending: [NotifyType, ArgsProps][] = [];
let host: NotificationInstance | null = null;
const hostStore = createStore({ requested: false });

function send(type: NotifyType, args: ArgsProps) {
  if (host) {
    host[type](args);
    return;
  }
  pending.push([type, args]);
  hostStore.setState({ requested: true });
}

function attachHost(instance: NotificationInstance | null) {
  host = instance;
  if (!instance) return;
  for (const [type, args] of pending.splice(0)) instance[type](args);
}

const notifier: Notifier = {
  error: (args) => send('error', args),
  info: (args) => send('info', args),
  success: (args) => send('success', args),
  warning: (args) => send('warning', args),
};

// antd's notification code loads with the first notification, not with the login page (bundle budget).
const NotificationHost = lazy(() => import('./notification-host.tsx'));

/**
 * Renders antd notifications inside ConfigProvider, so they follow the theme and the direction on every
 * route, including the login page, which does not carry antd's App (the dashboard adds App for modals).
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const requested = useStore(hostStore, (state) => state.requested);
  return (
    <>
      {requested ? (
        <Suspense fallback={null}>
          <NotificationHost onReady={attachHost} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}

export function useNotifier(): Notifier {
  return notifier;
}
