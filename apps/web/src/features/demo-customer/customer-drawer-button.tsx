import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadChunk } from '@/shared/lib/chunk-loading.ts';
import { useDemoMode } from './demo-customer-api.ts';
import type { CustomerAction } from './demo-customer-schemas.ts';

/** The screens where a customer's action shows: posts and campaigns, the inbox, the bot, the story answers. */
const screens: { prefix: string; action: CustomerAction }[] = [
  { prefix: '/dashboard/fb/posts', action: 'comment' },
  { prefix: '/dashboard/fb/reports', action: 'comment' },
  { prefix: '/dashboard/fb/reply/', action: 'comment' },
  { prefix: '/dashboard/instagram/posts', action: 'comment' },
  { prefix: '/dashboard/instagram/reports', action: 'comment' },
  { prefix: '/dashboard/instagram/reply/', action: 'comment' },
  { prefix: '/dashboard/bot/', action: 'message' },
  { prefix: '/dashboard/instagram/chat', action: 'story' },
  { prefix: '/dashboard/instagram/quick-reply/', action: 'story' },
  { prefix: '/dashboard/instagram/instagram-stories', action: 'story' },
  { prefix: '/dashboard/instagram/stories-reply/', action: 'story' },
];

// The drawer and its form load with the first opening, not with every dashboard screen.
const CustomerDrawer = lazy(() =>
  loadChunk(() => import('./customer-drawer.tsx')).then((module) => ({ default: module.CustomerDrawer })),
);

/** On Instagram's screens a customer comments on the account's posts; elsewhere on the page's. */
const instagramScreen = /^\/dashboard\/instagram\//;

/** Demo mode only: opens the customer simulator from the screens where its actions show. */
export function CustomerDrawerButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const screen = screens.find((entry) => pathname.startsWith(entry.prefix));
  const demo = useDemoMode(screen !== undefined);
  if (!demo || !screen) return null;
  return (
    <>
      <Tooltip title={compact ? t('demoCustomer.open') : undefined}>
        <Button
          icon={<ExperimentOutlined />}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          aria-label={t('demoCustomer.open')}
          data-testid="demo-customer-open"
        >
          {compact ? null : t('demoCustomer.open')}
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <CustomerDrawer
            open={open}
            firstAction={screen.action}
            channel={instagramScreen.test(pathname) ? 'instagram' : 'facebook'}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
