import '../auth.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { startSession } from '@/shared/session/session-actions.ts';
import { storedTokenKind } from '@/shared/session/token-storage.ts';
import { BootScreen } from '@/shared/ui/boot-screen.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { loginWithCode } from '../api/login-with-code.ts';
import { loginPath, ownerHomePath, type LoginRedirectState } from '../login-paths.ts';
import { announceLink, callbackAnswer, returnPathOf, tellLinkNotDone } from '../link-announcement.tsx';
import { takePendingSocialLogin } from '../social-login.ts';

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
    const pending = takePendingSocialLogin();
    const before = sessionStore.getState();
    // A signed-in owner was adding or reconnecting a page: they stay inside, wherever they started from.
    const signedIn = before.authenticated;
    const destination = returnPathOf(pending.returnTo);

    const fail = (reason: 'cancelled' | 'failed') => {
      if (signedIn) {
        tellLinkNotDone(notification, t, reason);
        void navigate(destination, { replace: true });
        return;
      }
      const redirectState: LoginRedirectState = { loginError: 'fail-message' };
      void navigate(loginPath, { replace: true, state: redirectState });
    };
    const answer = callbackAnswer(searchParams, pending.state);
    if (typeof answer === 'string') {
      fail(answer);
      return;
    }
    const { code, state } = answer;
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
