import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { ReplyPagesRepository } from '../pages/reply-pages.repository.ts';
import type { QuotaOwner } from '../usage/usage.repository.ts';
import type { ReplyOwner } from './reply-owner.ts';

type FoundPage = Awaited<ReturnType<typeof requireReplyPage>>;
type InstagramAccountRow = NonNullable<Awaited<ReturnType<ReplyPagesRepository['findInstagramAccount']>>>['account'];

/**
 * What a reply screen acts on: the owner of the campaigns and templates, its plan (the monthly quota) and the page
 * that sends their replies (its pauses). For Instagram the sending page is the page linked to the account.
 */
export type ReplyScope = {
  /** The page that sends; null for an account linked with Instagram Login, which sends with its own token. */
  page: FoundPage['page'] | null;
  plan: FoundPage['plan'];
  owner: ReplyOwner;
  instagramAccount: InstagramAccountRow | null;
  /** The name the owner knows the page or account by. */
  name: string;
};

/** The page of the page-id header (its reply feature is the route's). */
export async function pageReplyScope(pages: ReplyPagesRepository, pageId: number | null): Promise<ReplyScope> {
  const found = await requireReplyPage(pages, pageId);
  return { ...found, owner: { channel: 'fb', pageId: found.page.id }, instagramAccount: null, name: found.page.name };
}

/**
 * The Instagram account of the insta-id header (the request context checked the caller owns it, and that Instagram
 * is turned on; the route, its reply feature), which must have a linked page.
 */
export async function instagramReplyScope(pages: ReplyPagesRepository, accountId: number): Promise<ReplyScope> {
  const found = await pages.findInstagramAccount(accountId);
  if (!found) throw notFound();
  const { account, plan } = found;
  // An account linked with Instagram Login has no page: it sends its replies with its own token.
  if (account.login === 'instagram')
    return {
      page: null,
      plan,
      owner: { channel: 'instagram', instagramAccountId: account.id },
      instagramAccount: account,
      name: account.username,
    };
  const page = account.pageId === null ? null : await pages.findPage(account.pageId);
  if (!page) {
    const params = { name: account.username };
    throw new AppError('validation', {
      messageKey: 'meta-reconnect',
      params,
      fieldErrors: { 'insta-id': [{ key: 'meta-reconnect', params }] },
    });
  }
  return {
    page: page.page,
    plan,
    owner: { channel: 'instagram', instagramAccountId: account.id },
    instagramAccount: account,
    name: account.username,
  };
}

/**
 * The page of a scope where only a page will do (a Facebook page's own posts, templates, flows and pauses); an
 * account linked with Instagram Login has none.
 */
export function scopePage(scope: Pick<ReplyScope, 'page'>): FoundPage['page'] {
  if (!scope.page) throw new AppError('validation', { messageKey: 'instagram-login-needs-page' });
  return scope.page;
}

/** Whose monthly quota the scope's replies count on. */
export const quotaOwnerOf = ({ page, instagramAccount }: ReplyScope): QuotaOwner => ({
  pageId: page?.id ?? null,
  instagramAccountId: instagramAccount?.id ?? null,
});
