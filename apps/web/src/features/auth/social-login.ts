import { readItem, removeItem, writeItem } from '@/shared/storage/browser-storage.ts';
import { storageKeys } from '@/shared/storage/storage-keys.ts';
import { getFacebookDialog, type SocialFlow } from './api/get-facebook-dialog.ts';

/** Sends the browser to Meta's OAuth dialog; the state comes back to /auth/facebook/callback and must match. */
export async function startSocialLogin(flow: SocialFlow): Promise<void> {
  const dialog = await getFacebookDialog(flow);
  writeItem('session', storageKeys.oauthState, dialog.state);
  writeItem('session', storageKeys.oauthInstagram, flow === 'instagram' ? 'yes' : 'no');
  window.location.assign(dialog.url);
}

export function takePendingSocialLogin(): { state: string | null; instagram: 'yes' | 'no' } {
  const state = readItem('session', storageKeys.oauthState);
  const instagram = readItem('session', storageKeys.oauthInstagram) === 'yes' ? 'yes' : 'no';
  removeItem('session', storageKeys.oauthState);
  removeItem('session', storageKeys.oauthInstagram);
  return { state, instagram };
}
