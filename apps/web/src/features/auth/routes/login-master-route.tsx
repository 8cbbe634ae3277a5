import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { loginPath, ownerHomePath, type LoginRedirectState } from '../login-paths.ts';

/** The access_token of the link was already taken at boot (impersonation); this route only sends the admin on. */
export function LoginMasterRoute() {
  const authenticated = useSession((state) => state.authenticated);
  if (authenticated) return <Navigate to={ownerHomePath} replace />;
  const failed: LoginRedirectState = { loginError: 'fail-message' };
  return <Navigate to={loginPath} replace state={failed} />;
}
