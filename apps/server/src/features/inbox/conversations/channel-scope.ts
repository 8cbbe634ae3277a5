import type { InboxChannel } from '@app/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import { requireInstagramAccount, type RequestContext } from '../../../platform/http/request-context.ts';

/** The page or Instagram account the request names (headers page-id / insta-id), as the request context resolved them. */
export type ActingAccount = Pick<RequestContext, 'pageId' | 'instagramAccountId' | 'instagramEnabled'>;

/**
 * Whose conversations or subscribers a channel's screens read: the page-id header's page for Messenger, the
 * insta-id header's account for Instagram.
 */
export function channelScopeOf(
  channel: InboxChannel,
  acting: ActingAccount,
): { pageId: number } | { instagramAccountId: number } {
  if (channel === 'messenger') {
    if (acting.pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
    return { pageId: acting.pageId };
  }
  return { instagramAccountId: requireInstagramAccount(acting) };
}
