import { readItem, removeItem, writeItem } from '@/shared/storage/browser-storage.ts';
import { storageKeys } from '@/shared/storage/storage-keys.ts';
import { getFacebookDialog, type SocialFlow } from './api/get-facebook-dialog.ts';
import { getInstagramLoginDialog } from './api/instagram-login.ts';

/**
 * Sends the browser to Meta's OAuth dialog; the state comes back to /auth/facebook/callback and must match (Instagram's
 * window, `instagram-login`, comes back to /auth/instagram/callback).
 * A signed-in owner who starts it from a screen (adding or reconnecting a page) comes back to `returnTo`.
 */
export async function startSocialLogin(flow: SocialFlow, returnTo?: string, rerequest = false): Promise<void> {
  const dialog =
    flow === 'instagram-login' ? await getInstagramLoginDialog() : await getFacebookDialog(flow, rerequest);
  writeItem('session', storageKeys.oauthState, dialog.state);
  writeItem('session', storageKeys.oauthInstagram, flow === 'instagram' ? 'yes' : 'no');
  if (returnTo) writeItem('session', storageKeys.oauthReturnTo, returnTo);
  else removeItem('session', storageKeys.oauthReturnTo);
  window.location.assign(dialog.url);
}

export function takePendingSocialLogin(): { state: string | null; instagram: 'yes' | 'no'; returnTo: string | null } {
  const state = readItem('session', storageKeys.oauthState);
  const instagram = readItem('session', storageKeys.oauthInstagram) === 'yes' ? 'yes' : 'no';
  const returnTo = readItem('session', storageKeys.oauthReturnTo);
  removeItem('session', storageKeys.oauthState);
  removeItem('session', storageKeys.oauthInstagram);
  removeItem('session', storageKeys.oauthReturnTo);
  return { state, instagram, returnTo };
}
