import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { refreshOutcome } from '../src/features/linking/instagram-login.service.ts';
import { cleanInstagramCode, instagramTokenAnswer } from '../src/platform/meta/graph-instagram-login.ts';
import { MetaApiError } from '../src/platform/meta/meta-errors.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ig-login-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const live = { DATA_DIR: dataDir, META_APP_ID: '1', META_APP_SECRET: 's', META_VERIFY_TOKEN: 'v' };

describe('Instagram Login configuration', () => {
  it('is not offered in live mode without the Instagram app, and takes both variables or neither', () => {
    expect(loadConfig(live).meta.instagramLogin).toBeNull();
    expect(loadConfig(live).meta.callInstagramGraphUrl).toBe('https://graph.instagram.com/v21.0');
    const set = loadConfig({ ...live, META_INSTAGRAM_APP_ID: '77', META_INSTAGRAM_APP_SECRET: 'ig' });
    expect(set.meta.instagramLogin).toEqual({
      appId: '77',
      appSecret: 'ig',
      authorizeUrl: 'https://www.instagram.com/oauth/authorize',
      tokenUrl: 'https://api.instagram.com/oauth/access_token',
    });
    const elsewhere = { ...live, META_INSTAGRAM_APP_ID: '77', META_INSTAGRAM_APP_SECRET: 'ig' };
    expect(
      loadConfig({ ...elsewhere, META_INSTAGRAM_API_URL: 'http://sim.test/instagram/' }).meta.instagramLogin,
    ).toMatchObject({ tokenUrl: 'http://sim.test/instagram/oauth/access_token' });
    expect(() => loadConfig({ ...live, META_INSTAGRAM_APP_ID: '77' })).toThrow(/META_INSTAGRAM_APP_SECRET go together/);
    expect(() => loadConfig({ ...live, META_INSTAGRAM_APP_SECRET: 'ig' })).toThrow(/go together/);
  });

  it('calls the simulator in demo mode, with the one Graph version, and an Instagram secret of its own', () => {
    const demo = loadConfig({ DATA_DIR: dataDir, PORT: '3100', META_GRAPH_VERSION: 'v22.0' });
    expect(demo.meta.callInstagramGraphUrl).toBe('http://127.0.0.1:3100/_meta/instagram-graph/v22.0');
    expect(demo.meta.instagramLogin).toMatchObject({
      appId: 'simulator-instagram-app',
      authorizeUrl: 'http://localhost:3100/_meta/instagram/oauth/authorize',
      tokenUrl: 'http://127.0.0.1:3100/_meta/instagram/oauth/access_token',
    });
    expect(demo.meta.instagramLogin!.appSecret).not.toBe(demo.meta.appSecret);
    expect(loadConfig({ ...live, META_INSTAGRAM_GRAPH_URL: 'https://ig.example/' }).meta.callInstagramGraphUrl).toBe(
      'https://ig.example/v21.0',
    );
  });
});

describe("Instagram Login's token answers", () => {
  it('reads the current shape and the older flat one', () => {
    expect(
      instagramTokenAnswer(200, {
        data: [{ access_token: 'IG1', user_id: 1784, permissions: 'instagram_business_basic' }],
      }),
    ).toEqual({ access_token: 'IG1', user_id: '1784' });
    expect(instagramTokenAnswer(200, { access_token: 'IG2', user_id: '1785', permissions: [] })).toEqual({
      access_token: 'IG2',
      user_id: '1785',
    });
    expect(instagramTokenAnswer(200, { access_token: 'IG3', token_type: 'bearer', expires_in: 5183944 })).toEqual({
      access_token: 'IG3',
      expires_in: 5183944,
    });
  });

  it("turns api.instagram.com's own error shape and Graph's into Meta errors", () => {
    const own = () =>
      instagramTokenAnswer(400, {
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Invalid authorization code',
      });
    expect(own).toThrow(MetaApiError);
    expect(own).toThrow(/Invalid authorization code/);
    const graph = () =>
      instagramTokenAnswer(400, {
        error: { message: 'Error validating access token', type: 'OAuthException', code: 190, error_subcode: 463 },
      });
    expect(graph).toThrow(/Error validating access token/);
    expect(() => instagramTokenAnswer(200, {})).toThrow(MetaApiError);
  });

  it("drops the '#_' Meta appends to the code", () => {
    expect(cleanInstagramCode('AQBx123#_')).toBe('AQBx123');
    expect(cleanInstagramCode('AQBx123')).toBe('AQBx123');
  });
});

describe('the refresh of a token', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('gives the new expiry Meta says, or 60 days', () => {
    expect(refreshOutcome({ expires_in: 3600 }, now)).toEqual({
      kind: 'refreshed',
      expiresAt: new Date('2026-11-28T13:00:00Z'),
    });
    const sixty = refreshOutcome({}, now);
    expect(sixty.kind === 'refreshed' && sixty.expiresAt.getTime() - now.getTime()).toBe(5_183_944_000);
  });

  it("tries again on Meta's bad moment or a network failure, and takes a refusal as a refused token", () => {
    expect(refreshOutcome(new MetaApiError(500, { code: 2, message: 'Service temporarily unavailable' }), now)).toEqual(
      { kind: 'try-again' },
    );
    expect(refreshOutcome(new MetaApiError(0, { message: 'ECONNRESET' }), now)).toEqual({ kind: 'try-again' });
    expect(
      refreshOutcome(new MetaApiError(400, { code: 190, error_subcode: 463, message: 'Session has expired' }), now),
    ).toEqual({ kind: 'refused', reason: 'Session has expired' });
  });
});
