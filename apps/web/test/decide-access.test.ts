import { describe, expect, it } from 'vitest';
import { decideAccess } from '@/app/guards/decide-access.ts';
import type { RouteAccess } from '@/app/routes/route-access.ts';
import { signedOutSession } from '@/shared/session/session-store.ts';
import { makeInstagramAccount, makePage, makeStore, signedIn } from './support/session.ts';

const owner = (extra: Partial<RouteAccess> = {}): RouteAccess => ({ auth: true, ...extra });
const replyScreen = owner({ features: [['has_reply']] });

describe('decideAccess', () => {
  it('lets a guest onto guest-only screens and sends a signed-in user to the dashboard', () => {
    const access: RouteAccess = { auth: false, guestOnly: true };
    expect(decideAccess('/auth/login', access, signedOutSession)).toBe('allow');
    expect(decideAccess('/auth/login', access, signedIn())).toBe('owner-home');
  });

  it('opens public screens to everyone', () => {
    expect(decideAccess('/privacy', { auth: false }, signedOutSession)).toBe('allow');
    expect(decideAccess('/privacy', { auth: false }, signedIn())).toBe('allow');
  });

  it('sends a guest on a signed-in screen to the login page', () => {
    expect(decideAccess('/dashboard', owner(), signedOutSession)).toBe('login');
  });

  it('opens a plain owner screen to any signed-in user', () => {
    expect(decideAccess('/dashboard', owner(), signedIn())).toBe('allow');
  });

  it('keeps admin screens, flagged or named admin, for admins', () => {
    expect(decideAccess('/users', owner({ admin: true }), signedIn())).toBe('unauthorized');
    expect(decideAccess('/admin/home', owner(), signedIn())).toBe('unauthorized');
    expect(decideAccess('/admin/home', owner(), signedIn({ admin: true }))).toBe('allow');
    expect(decideAccess('/users', owner({ admin: true }), signedIn({ admin: true }))).toBe('allow');
  });

  it('keeps referral screens for referrers', () => {
    expect(decideAccess('/dashboard/fb/subscribers', owner({ referral: true }), signedIn())).toBe('unauthorized');
    expect(decideAccess('/dashboard/fb/subscribers', owner({ referral: true }), signedIn({ referral: true }))).toBe(
      'allow',
    );
  });

  it('needs a current page for a feature screen', () => {
    expect(decideAccess('/dashboard/fb/posts', replyScreen, signedIn())).toBe('unauthorized');
  });

  it("needs one of the feature group's features on the current page", () => {
    const without = signedIn({ pages: [makePage({ features: ['poster'] })], currentPageId: 1 });
    const withLikes = signedIn({ pages: [makePage({ features: ['likes'] })], currentPageId: 1 });
    expect(decideAccess('/dashboard/fb/posts', replyScreen, without)).toBe('unauthorized');
    expect(decideAccess('/dashboard/fb/posts', replyScreen, withLikes)).toBe('allow');
  });

  it('accepts any group of an any-of requirement, and needs every requirement', () => {
    const poster = signedIn({ pages: [makePage({ features: ['poster'] })], currentPageId: 1 });
    expect(decideAccess('/x', owner({ features: [['has_poster', 'has_reply']] }), poster)).toBe('allow');
    expect(decideAccess('/x', owner({ features: [['has_poster'], ['has_reply']] }), poster)).toBe('unauthorized');
  });

  it('reads the current Instagram account for Instagram screens', () => {
    const access = owner({ features: [['has_reply']], featureScope: 'instagram' });
    const page = makePage({ features: ['reply'] });
    expect(decideAccess('/dashboard/instagram/posts', access, signedIn({ pages: [page], currentPageId: 1 }))).toBe(
      'unauthorized',
    );
    const session = signedIn({ instaAccounts: [makeInstagramAccount(7, ['reply'])], currentInstaAccountId: 7 });
    expect(decideAccess('/dashboard/instagram/posts', access, session)).toBe('allow');
  });

  it('closes every Instagram screen while the server has Instagram turned off', () => {
    const access = owner({ features: [['has_reply']], featureScope: 'instagram' });
    const account = { instaAccounts: [makeInstagramAccount(7, ['reply'])], currentInstaAccountId: 7 };
    expect(decideAccess('/dashboard/instagram/posts', access, signedIn({ ...account, showInstagram: false }))).toBe(
      'unauthorized',
    );
    expect(
      decideAccess(
        '/dashboard/instagram/chat',
        owner({ featureScope: 'instagram' }),
        signedIn({ showInstagram: false }),
      ),
    ).toBe('unauthorized');
  });

  it("reads the current store's page for store screens", () => {
    const access = owner({ features: [['has_store']], featureScope: 'store' });
    const pages = [makePage({ id: 1 }), makePage({ id: 2, features: ['store'] })];
    const onStorePage = signedIn({ pages, currentPageId: 1, stores: [makeStore(3, 2)], currentStoreId: 3 });
    expect(decideAccess('/dashboard/store/products', access, onStorePage)).toBe('allow');
    expect(decideAccess('/dashboard/store/products', access, { ...onStorePage, currentStoreId: null })).toBe(
      'unauthorized',
    );
  });

  it('needs a domain on the page for web view screens', () => {
    const access = owner({ features: [['has_bot', 'has_store']], needsDomain: true });
    const noDomain = signedIn({ pages: [makePage({ features: ['bot'] })], currentPageId: 1 });
    const withDomain = signedIn({ pages: [makePage({ features: ['bot'], domain: 'shop.example' })], currentPageId: 1 });
    expect(decideAccess('/dashboard/webview/templates', access, noDomain)).toBe('no-domain');
    expect(decideAccess('/dashboard/webview/templates', access, withDomain)).toBe('allow');
    expect(decideAccess('/x', owner({ needsDomain: true }), signedIn())).toBe('unauthorized');
  });
});
