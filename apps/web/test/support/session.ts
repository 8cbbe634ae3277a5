import type { FeatureSlug, InstagramAccount, Page, Store } from '@app/contract';
import { signedOutSession, type SessionState } from '@/shared/session/session-store.ts';

/** A page with only what the guards and the reply form read; the rest of `Page` plays no part in them. */
export function makePage(overrides: { id?: number; features?: FeatureSlug[]; domain?: string | null } = {}): Page {
  return {
    id: overrides.id ?? 1,
    page_id: '1001',
    name: 'Demo page',
    avatar: null,
    domain: overrides.domain ?? null,
    features: (overrides.features ?? []).map((slug) => ({ slug })),
  } as Page;
}

export function makeInstagramAccount(id: number, features: FeatureSlug[]): InstagramAccount {
  return {
    id,
    name: 'Demo account',
    username: 'demo',
    features: features.map((slug) => ({ slug })),
  } as InstagramAccount;
}

export function makeStore(id: number, pageId: number): Store {
  return { id, name: 'Demo store', page_id: pageId, page_ids: [pageId] };
}

export function signedIn(overrides: Partial<SessionState> = {}): SessionState {
  return { ...signedOutSession, authenticated: true, token: 'test-token', showInstagram: true, ...overrides };
}
