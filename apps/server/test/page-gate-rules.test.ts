import { describe, expect, it } from 'vitest';
import { gateStop, namedStopOf, type PageHealth } from '../src/features/pages/page-gate.ts';
import { permissionToRecord } from '../src/features/pages/capabilities.ts';
import { MetaApiError } from '../src/platform/meta/meta-errors.ts';
import { metaFailureAnswer, metaOutcomeOf, metaRetry, retryDelayMs } from '../src/platform/meta/meta-outcome.ts';

const now = new Date('2026-11-27T10:00:00Z');
const later = new Date(now.getTime() + 3_600_000);
const earlier = new Date(now.getTime() - 1_000);

const health = (values: Partial<PageHealth> = {}): PageHealth => ({
  pageId: 1,
  graph: 'facebook',
  metaPageId: '100',
  name: 'Shop',
  tokenEncrypted: 'sealed',
  tokenInvalidAt: null,
  missingPermissions: [],
  blockedAt: null,
  expiresAt: later,
  deletedAt: null,
  sendingPausedUntil: null,
  automationsPausedFor: null,
  features: ['reply', 'bot', 'poster'],
  monthlyReplyLimit: null,
  instagram: null,
  ...values,
});

const account = (values: Partial<NonNullable<PageHealth['instagram']>> = {}): PageHealth['instagram'] => ({
  accountId: 7,
  metaAccountId: '1784',
  name: 'shop',
  username: 'shop',
  blockedAt: null,
  expiresAt: later,
  deletedAt: null,
  tokenInvalidAt: null,
  tokenExpiresAt: null,
  features: ['reply'],
  monthlyReplyLimit: 100,
  ...values,
});

describe('the page gate', () => {
  it("refuses an Instagram-Login account's own token once it is past its expiry, as a refused token", () => {
    const instagramLogin = (tokenExpiresAt: Date) =>
      health({ pageId: null, graph: 'instagram', instagram: account({ tokenExpiresAt }) });
    expect(gateStop(instagramLogin(later), 'inbox', now)).toBeNull();
    expect(gateStop(instagramLogin(now), 'inbox', now)?.reason).toBe('token-invalid');
    expect(gateStop(instagramLogin(earlier), 'reply-comments', now)?.reason).toBe('token-invalid');
  });

  it('lets a healthy page do everything', () => {
    for (const capability of ['reply-comments', 'bot', 'publish', 'inbox', 'messenger-profile'] as const)
      expect(gateStop(health(), capability, now)).toBeNull();
  });

  it('says our reasons before Meta’s: a blocked page with a lost token is blocked', () => {
    const page = health({ blockedAt: earlier, tokenInvalidAt: earlier, sendingPausedUntil: later });
    expect(gateStop(page, 'bot', now)).toMatchObject({ reason: 'page-blocked' });
    expect(gateStop(health({ expiresAt: earlier }), 'publish', now)).toMatchObject({ reason: 'plan-expired' });
    expect(gateStop(health({ expiresAt: null }), 'publish', now)).toBeNull();
    expect(gateStop(health({ deletedAt: earlier }), 'inbox', now)).toMatchObject({ reason: 'page-deleted' });
  });

  it('checks the feature an engine needs, and none for the inbox', () => {
    const noBot = health({ features: ['reply'] });
    expect(gateStop(noBot, 'bot', now)).toMatchObject({ reason: 'feature-missing' });
    expect(gateStop(noBot, 'inbox', now)).toBeNull();
  });

  it('closes only the capabilities that need a refused permission', () => {
    const page = health({ missingPermissions: ['pages_manage_posts'] });
    expect(gateStop(page, 'publish', now)).toMatchObject({
      reason: 'missing-permission',
      permission: 'pages_manage_posts',
    });
    expect(gateStop(page, 'reply-comments', now)).toBeNull();
    expect(gateStop(page, 'bot', now)).toBeNull();
    expect(gateStop(health({ missingPermissions: ['pages_messaging'] }), 'private-reply', now)).toMatchObject({
      reason: 'missing-permission',
    });
  });

  it('holds back what sends while Meta paused the page, and until then only', () => {
    const paused = health({ sendingPausedUntil: later, expiresAt: null });
    expect(gateStop(paused, 'bot', now)).toMatchObject({ reason: 'policy-block', until: later });
    expect(gateStop(paused, 'read-posts', now)).toBeNull();
    expect(gateStop(paused, 'bot', new Date(later.getTime() + 1))).toBeNull();
  });

  it("stops an Instagram account for its own state, marked as the account's", () => {
    const blocked = health({ instagram: account({ blockedAt: earlier }) });
    expect(gateStop(blocked, 'reply-comments', now)).toMatchObject({ reason: 'page-blocked', byAccount: true });
    const page = health({ blockedAt: earlier, instagram: account() });
    expect(gateStop(page, 'reply-comments', now)).toMatchObject({ reason: 'page-blocked', byAccount: false });
    const features = health({ features: [], instagram: account({ features: ['reply'] }) });
    expect(gateStop(features, 'story-answers', now)).toBeNull();
    expect(gateStop(health({ instagram: account({ tokenInvalidAt: earlier }) }), 'inbox', now)).toMatchObject({
      reason: 'token-invalid',
    });
  });

  it('names only the stops that pass by themselves in a trail', () => {
    expect(namedStopOf(gateStop(health({ blockedAt: earlier }), 'bot', now))).toBe('page-blocked');
    expect(namedStopOf(gateStop(health({ tokenInvalidAt: earlier }), 'bot', now))).toBeNull();
    expect(namedStopOf(null)).toBeNull();
  });

  it('records a refusal Meta did not name against the capability’s own permission', () => {
    expect(permissionToRecord('publish', 'facebook', null)).toBe('pages_manage_posts');
    expect(permissionToRecord('publish', 'instagram', null)).toBe('instagram_content_publish');
    expect(permissionToRecord('bot', 'facebook', 'pages_messaging')).toBe('pages_messaging');
  });
});

const meta = (status: number, body: ConstructorParameters<typeof MetaApiError>[1]) => new MetaApiError(status, body);

describe('the Meta-outcome policy', () => {
  it('marks the token invalid only for 190 and its kin', () => {
    expect(metaOutcomeOf(meta(400, { code: 190, error_subcode: 463, message: 'expired' })).page).toEqual({
      kind: 'token-invalid',
    });
    const permission = metaOutcomeOf(
      meta(403, { code: 200, message: '(#200) Requires pages_manage_posts permission' }),
    );
    expect(permission).toMatchObject({
      item: { kind: 'stop' },
      page: { kind: 'permission-missing', permission: 'pages_manage_posts' },
    });
    expect(metaOutcomeOf(meta(400, { code: 10, message: '(#10) Permission denied' })).page).toEqual({
      kind: 'permission-missing',
      permission: null,
    });
  });

  it('pauses the page for 368 and for 10/1893063, the item waiting for it', () => {
    const policy = metaOutcomeOf(meta(400, { code: 368, message: 'blocked for 2 hours' }));
    expect(policy).toMatchObject({
      item: { kind: 'wait-for-page', afterMs: 7_200_000 },
      page: { kind: 'pause-sending' },
    });
    const restricted = metaOutcomeOf(meta(400, { code: 10, error_subcode: 1893063, message: 'restricted' }));
    expect(restricted).toMatchObject({
      item: { kind: 'wait-for-page' },
      page: { kind: 'pause-sending', forMs: 86_400_000 },
    });
  });

  it('retries with one backoff and gives up after the last attempt; a throttle does not count', () => {
    const unknown = meta(500, { code: 2, message: 'unexpected' });
    expect(metaOutcomeOf(unknown, 1).item).toEqual({ kind: 'retry', afterMs: 2_000, countsAsAttempt: true });
    expect(metaOutcomeOf(unknown, 3).item).toEqual({ kind: 'retry', afterMs: 8_000, countsAsAttempt: true });
    expect(metaOutcomeOf(unknown, metaRetry.maxAttempts).item).toEqual({ kind: 'give-up' });
    expect(retryDelayMs(20)).toBe(metaRetry.maxMs);
    const throttle = metaOutcomeOf(meta(400, { code: 4, message: 'app limit' }), 99);
    expect(throttle).toMatchObject({ item: { kind: 'retry', countsAsAttempt: false }, appWide: true, page: null });
  });

  it('skips one item for its own refusal, with the reason', () => {
    expect(metaOutcomeOf(meta(400, { code: 551, message: 'unavailable' })).item).toEqual({
      kind: 'skip',
      reason: 'person-unavailable',
    });
  });

  it('answers every screen the same for the same class', () => {
    const throttles = [
      meta(400, { code: 613, message: 'a' }),
      meta(400, { code: 4, message: 'b' }),
      meta(400, { code: 80001, message: 'c' }),
    ];
    const answers = throttles.map((error) => metaFailureAnswer(error, 'Shop'));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.messageKey}`))).toEqual(
      new Set(['422 meta-try-later']),
    );
    expect(metaFailureAnswer(meta(400, { code: 190, message: 'x' }), 'Shop')).toMatchObject({
      status: 422,
      messageKey: 'meta-reconnect',
    });
    expect(metaFailureAnswer(meta(400, { code: 100, error_subcode: 33, message: 'gone' }), 'Shop').status).toBe(404);
  });
});
