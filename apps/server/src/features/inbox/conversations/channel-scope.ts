import type { InboxChannel } from '@app/contract';
import { AppError, notFound } from '../../../platform/http/app-error.ts';

/** The page or Instagram account the request names (headers page-id / insta-id). */
export type ActingAccount = { pageId: number | null; instagramAccountId: number | null };

/**
 * Whose conversations or subscribers a channel's screens read: the page-id header's page for Messenger, the
 * insta-id header's account for Instagram, which is not found while Instagram is turned off.
 */
export function channelScopeOf(
  channel: InboxChannel,
  acting: ActingAccount,
  instagramEnabled: boolean,
): { pageId: number } | { instagramAccountId: number } {
  if (channel === 'messenger') {
    if (acting.pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
    return { pageId: acting.pageId };
  }
  if (!instagramEnabled) throw notFound();
  if (acting.instagramAccountId === null)
    throw new AppError('validation', { fieldErrors: { 'insta-id': ['instagram-account-required'] } });
  return { instagramAccountId: acting.instagramAccountId };
}
