import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

function expectAppHeaders(headers: Headers, url: string) {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('script-src'), url).toEqual(["'self'"]);
  expect(policy.get('default-src'), url).toEqual(["'self'"]);
  expect(policy.get('connect-src'), url).toEqual(["'self'"]);
  expect(policy.get('object-src'), url).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
  expect(headers.get('content-security-policy'), url).not.toMatch(/unsafe-eval/);
  expect(headers.get('x-content-type-options'), url).toBe('nosniff');
  expect(headers.get('x-frame-options'), url).toBe('DENY');
  expect(headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'seller-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body>app shell</body></html>');
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('puts the policy on the web app, the API, errors and the API docs, without HSTS outside production', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const answers = {
      '/': await fetch(`${server.baseUrl}/`),
      '/auth/login': await fetch(`${server.baseUrl}/auth/login`),
      '/api/health': await fetch(`${server.baseUrl}/api/health`),
      '/api/user/profile': await fetch(`${server.baseUrl}/api/user/profile`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      }),
      '/api/no-such-route': await fetch(`${server.baseUrl}/api/no-such-route`),
      '/api/docs/': await fetch(`${server.baseUrl}/api/docs/`),
    };
    expect(await answers['/auth/login'].text()).toContain('app shell');
    for (const [url, response] of Object.entries(answers)) {
      expectAppHeaders(response.headers, url);
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
    const policy = directives(answers['/'].headers.get('content-security-policy'));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("lets the simulator's login dialog run its one script by hash, and nothing inline else", async () => {
    const query = new URLSearchParams({
      client_id: server.config.meta.appId,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
      state: 's',
    });
    const response = await fetch(`${server.baseUrl}/_meta/v21.0/dialog/oauth?${query}`);
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('adds HSTS and upgrades insecure requests', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expectAppHeaders(response.headers, '/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});
