import '../auth.css';
import type { SessionResponse } from '@app/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { sessionStore, type SessionState } from '@/shared/session/session-store.ts';
import { startSession } from '@/shared/session/session-actions.ts';
import { storedTokenKind } from '@/shared/session/token-storage.ts';
import { BootScreen } from '@/shared/ui/boot-screen.tsx';
import { useNotifier, type Notifier } from '@/shared/ui/notifier.tsx';
import { loginWithCode } from '../api/login-with-code.ts';
import { loginPath, ownerHomePath, type LoginRedirectState } from '../login-paths.ts';
import { takePendingSocialLogin } from '../social-login.ts';

const linkNoticeSeconds = 6;

/** Only our own dashboard paths are followed back (the value sits in session storage, which scripts can write). */
function returnPathOf(returnTo: string | null): string {
  return returnTo && /^\/dashboard(\/[\w/-]*)?$/.test(returnTo) ? returnTo : ownerHomePath;
}

type Linked = { id: number; name: string; needs_reconnect: boolean };

/** What the dialog changed for a signed-in owner: which pages (or accounts) are new and which work again. */
function linkChanges(before: readonly Linked[], after: readonly Linked[]) {
  const previous = new Map(before.map((item) => [item.id, item]));
  return {
    added: after.filter((item) => !previous.has(item.id)).map((item) => item.name),
    reconnected: after
      .filter((item) => previous.get(item.id)?.needs_reconnect && !item.needs_reconnect)
      .map((item) => item.name),
  };
}

function announceLink(
  notification: Notifier,
  t: TFunction,
  instagram: boolean,
  before: SessionState,
  session: SessionResponse,
) {
  const { added, reconnected } = instagram
    ? linkChanges(before.instaAccounts, session.insta_accounts)
    : linkChanges(before.pages, session.pages);
  const list = (names: string[]) => names.map((name) => `\u2068${name}\u2069`).join(t('common.comma') + ' ');
  if (added.length || reconnected.length) {
    const lines = [
      added.length
        ? t(instagram ? 'accounts.linking.addedInstagram' : 'accounts.linking.addedPages', { names: list(added) })
        : null,
      reconnected.length ? t('accounts.linking.reconnected', { names: list(reconnected) }) : null,
    ].filter((line): line is string => line !== null);
    notification.success({
      title: t('accounts.linking.successTitle'),
      description: (
        <div data-testid="link-result">
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ),
      duration: linkNoticeSeconds,
      placement: 'top',
    });
    return;
  }
  if (instagram && session.insta_accounts.length === 0) {
    notification.warning({ title: t('accounts.linking.noInstagram'), duration: linkNoticeSeconds, placement: 'top' });
    return;
  }
  notification.info({
    title: t(instagram ? 'accounts.linking.nothingNewInstagram' : 'accounts.linking.nothingNew'),
    duration: linkNoticeSeconds,
    placement: 'top',
  });
}

export function FacebookCallbackRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notification = useNotifier();
  const { t } = useTranslation();
  const exchanged = useRef(false);

  useEffect(() => {
    // A code can be exchanged once; StrictMode's second effect run must not spend it again.
    if (exchanged.current) return;
    exchanged.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const pending = takePendingSocialLogin();
    const before = sessionStore.getState();
    // A signed-in owner was adding or reconnecting a page: they stay inside, wherever they started from.
    const signedIn = before.authenticated;
    const destination = returnPathOf(pending.returnTo);

    const fail = (reason: 'cancelled' | 'failed') => {
      if (signedIn) {
        void loadDashboardTranslations()
          .catch(() => undefined)
          .then(() => {
            notification.error({
              title: t(reason === 'cancelled' ? 'accounts.linking.cancelled' : 'auth.failMessage'),
              duration: linkNoticeSeconds,
              placement: 'top',
            });
          });
        void navigate(destination, { replace: true });
        return;
      }
      const redirectState: LoginRedirectState = { loginError: 'fail-message' };
      void navigate(loginPath, { replace: true, state: redirectState });
    };
    if (searchParams.get('error')) {
      fail('cancelled');
      return;
    }
    if (!code || !state || state !== pending.state) {
      fail('failed');
      return;
    }
    loginWithCode({ code, state, instagram: pending.instagram }).then(
      async (session) => {
        const { impersonate } = sessionStore.getState();
        // The owner's own token is answered back: it keeps the kind it had (remembered or this tab only).
        startSession(session, impersonate ? 'impersonation' : signedIn ? storedTokenKind() : 'remembered');
        if (!signedIn) {
          void navigate(ownerHomePath, { replace: true });
          return;
        }
        void navigate(destination, { replace: true });
        await loadDashboardTranslations().catch(() => undefined);
        announceLink(notification, t, pending.instagram === 'yes', before, session);
      },
      () => fail('failed'),
    );
  }, [navigate, notification, searchParams, t]);

  return <BootScreen />;
}
