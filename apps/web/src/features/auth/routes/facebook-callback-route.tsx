import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '@/shared/session/session-store.ts';
import { startSession } from '@/shared/session/session-actions.ts';
import { BootScreen } from '@/shared/ui/boot-screen.tsx';
import { loginWithCode } from '../api/login-with-code.ts';
import { loginPath, ownerHomePath, type LoginRedirectState } from '../login-paths.ts';
import { takePendingSocialLogin } from '../social-login.ts';

export function FacebookCallbackRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const exchanged = useRef(false);

  useEffect(() => {
    // A code can be exchanged once; StrictMode's second effect run must not spend it again.
    if (exchanged.current) return;
    exchanged.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const pending = takePendingSocialLogin();
    const fail = () => {
      const redirectState: LoginRedirectState = { loginError: 'fail-message' };
      void navigate(loginPath, { replace: true, state: redirectState });
    };
    if (!code || !state || searchParams.get('error') || state !== pending.state) {
      fail();
      return;
    }
    loginWithCode({ code, state, instagram: pending.instagram }).then(
      (session) => {
        const { impersonate } = sessionStore.getState();
        startSession(session, impersonate ? 'impersonation' : 'remembered');
        void navigate(ownerHomePath, { replace: true });
      },
      fail,
    );
  }, [navigate, searchParams]);

  return <BootScreen />;
}
