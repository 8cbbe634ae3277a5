import { sessionStore } from '@/shared/session/session-store.ts';
import { setManagementView, startSession } from '@/shared/session/session-actions.ts';
import { exchangeLinkToken, takeLinkTokenFromUrl } from '@/features/admin-tools/index.ts';
import { clearStoredToken, readStoredToken, storedTokenKind } from '@/shared/session/token-storage.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { getProfile } from './api/get-profile.ts';

function takeAccessTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('access_token');
  if (!token) return null;
  // The token must not linger in the address bar, history or a shared screenshot.
  url.searchParams.delete('access_token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}

/** Spec section 4: a query access_token means impersonation; otherwise a stored token is checked with the profile call. */
export async function restoreSession(): Promise<void> {
  const linkToken = takeLinkTokenFromUrl();
  if (linkToken) {
    // An admin's technical link: its single-use token opens a session of this tab; a dead link falls back to the
    // stored session, if any.
    try {
      startSession(await exchangeLinkToken(linkToken), 'tab');
      setManagementView(true);
      return;
    } catch {
      // Not signed in by the link: the stored token (or the login screen) decides.
    }
  }
  const urlToken = takeAccessTokenFromUrl();
  const candidate = urlToken ? { token: urlToken, impersonate: true } : readStoredToken();
  if (!candidate) return;
  sessionStore.setState({ token: candidate.token, impersonate: candidate.impersonate });
  try {
    const profile = await getProfile();
    startSession(profile, candidate.impersonate ? 'impersonation' : storedTokenKind());
  } catch (error) {
    sessionStore.setState({ token: null, impersonate: false });
    if (isApiError(error) && error.status === 401 && !urlToken) clearStoredToken(candidate.impersonate);
  }
}
