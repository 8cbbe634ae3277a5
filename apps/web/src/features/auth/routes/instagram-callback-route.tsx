import '../auth.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { updateLinkedAccounts } from '@/shared/session/session-actions.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { BootScreen } from '@/shared/ui/boot-screen.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { linkInstagramWithCode } from '../api/instagram-login.ts';
import { announceLink, callbackAnswer, returnPathOf, tellLinkNotDone } from '../link-announcement.tsx';
import { takePendingSocialLogin } from '../social-login.ts';

/**
 * Where Instagram's window (Instagram Login) sends the signed-in owner back: the code is linked to them (an account
 * without a Facebook Page) and they return to the screen they left, told what was added or reconnected.
 */
export function InstagramCallbackRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notification = useNotifier();
  const { t } = useTranslation();
  const exchanged = useRef(false);

  useEffect(() => {
    // A code can be exchanged once; StrictMode's second effect run must not spend it again.
    if (exchanged.current) return;
    exchanged.current = true;
    // Meta appends `#_` after the code: it lands in the address's hash, never in the query read here.
    const pending = takePendingSocialLogin();
    const before = sessionStore.getState();
    const destination = returnPathOf(pending.returnTo);
    const fail = (reason: 'cancelled' | 'failed') => {
      tellLinkNotDone(notification, t, reason);
      void navigate(destination, { replace: true });
    };
    const answer = callbackAnswer(searchParams, pending.state);
    if (typeof answer === 'string') {
      fail(answer);
      return;
    }
    const { code, state } = answer;
    linkInstagramWithCode({ code, state }).then(
      async (linked) => {
        updateLinkedAccounts(linked);
        void navigate(destination, { replace: true });
        await loadDashboardTranslations().catch(() => undefined);
        announceLink(notification, t, true, before, linked);
      },
      () => fail('failed'),
    );
  }, [navigate, notification, searchParams, t]);

  return <BootScreen />;
}
