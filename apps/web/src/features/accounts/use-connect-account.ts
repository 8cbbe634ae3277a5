import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SocialFlow } from '@/features/auth/index.ts';
import { startSocialLogin } from '@/features/auth/index.ts';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { notificationDurationSeconds } from '@/shared/ui/use-show-api-error.tsx';
import { pagesAccountsPath } from './account-status.ts';

/**
 * Adding or reconnecting a page or Instagram account: both go through Meta's dialog, which grants the pages
 * again and so refreshes their tokens. The owner comes back to the pages screen if they left from it.
 */
export function useConnectAccount() {
  const { t } = useTranslation();
  const notification = useNotifier();
  const location = useLocation();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  // Coming back from the dialog with the Back button restores this page from the back-forward cache, spinner and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingKey(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const connect = useCallback(
    async (flow: SocialFlow, key: string = flow, rerequest = false) => {
      setPendingKey(key);
      try {
        await startSocialLogin(
          flow,
          location.pathname === pagesAccountsPath ? pagesAccountsPath : undefined,
          rerequest,
        );
        // The browser is leaving for the dialog: the button keeps spinning until it does.
      } catch {
        setPendingKey(null);
        notification.error({ title: t('auth.failMessage'), duration: notificationDurationSeconds, placement: 'top' });
      }
    },
    [location.pathname, notification, t],
  );

  return { connect, pendingKey };
}
