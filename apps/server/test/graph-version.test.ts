import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkingEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;
// Meta stops serving v22.0 on 2027-05-20 (meta-2026-changes.md).
const v22End = new Date('2027-05-20T00:00:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ META_GRAPH_VERSION: 'v22.0' });
});
afterAll(async () => {
  await server?.stop();
});

async function startDialog() {
  const response = await server.call(linkingEndpoints.facebookDialog, { query: { instagram: 'no' } });
  expect(response.status).toBe(200);
  return response.body;
}

/** A Facebook user with a page, logged in through the dialog the product opened. */
async function linkedPage(name: string) {
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({ owner_user_id: user.id, name: `${name} Shop` });
  const { code } = await server.simulator.oauthCode({
    user_id: user.id,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
  });
  const { state } = await startDialog();
  const session = await server.call(linkingEndpoints.loginWithCode, { body: { code, state, instagram: 'no' } });
  expect(session.status).toBe(200);
  return { session: session.body, ours: session.body.pages.find((item) => item.page_id === page.id)! };
}

async function graphVersionLine(token: string, id: number) {
  const response = await server.call(linkingEndpoints.pageDoctor, { params: { id }, token });
  expect(response.status).toBe(200);
  return { line: response.body.graph_version, healthy: response.body.healthy };
}

describe('the Graph API version setting', () => {
  it('opens the login dialog and makes every Graph call with the configured version', async () => {
    server.clock.set(new Date(v22End.getTime() - 200 * dayMs));
    const { url } = await startDialog();
    expect(new URL(url).pathname).toBe('/_meta/v22.0/dialog/oauth');
    const before = await server.simulator.lastCallSeq();
    const { ours } = await linkedPage('Versioned');
    expect(ours).toBeDefined();
    const paths = (await server.simulator.calls(before)).map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['/v22.0/oauth/access_token', '/v22.0/me/accounts']));
    expect(paths.filter((path) => !path.startsWith('/v22.0/'))).toEqual([]);
  });

  it('warns in the connection doctor from 90 days before Meta stops serving the version', async () => {
    server.clock.set(new Date(v22End.getTime() - 100 * dayMs));
    const { session, ours } = await linkedPage('Clocked');
    expect(await graphVersionLine(session.access_token, ours.id)).toEqual({
      line: { status: 'ok', version: 'v22.0', ends_at: v22End.toISOString(), days_left: 100, ended: false },
      healthy: true,
    });

    server.clock.advance(20 * dayMs);
    expect(await graphVersionLine(session.access_token, ours.id)).toEqual({
      line: { status: 'warning', version: 'v22.0', ends_at: v22End.toISOString(), days_left: 80, ended: false },
      healthy: true,
    });
  });
});
