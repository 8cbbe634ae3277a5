import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, seedPage, startSim, type TestSim } from './helpers.ts';

describe('Graph API versions', () => {
  let t: TestSim;
  let pageId: string;
  let token: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t);
    pageId = seeded.page.id;
    token = seeded.token;
  });
  afterEach(() => t.close());

  const call = async (version: string) => {
    const response = await fetch(`${t.baseUrl}/${version}/${pageId}?fields=name&access_token=${token}`);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('answers every version Meta serves', async () => {
    for (const version of ['v21.0', 'v22.0', 'v25.0', 'v27.0']) {
      const answer = await call(version);
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(pageId);
    }
  });

  it('refuses a version Meta never released as an unknown path, as Meta does', async () => {
    for (const version of ['v99.0', 'v21.5', 'v3.9']) {
      const answer = await call(version);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 2500,
        type: 'OAuthException',
        message: `Unknown path components: /${pageId}`,
      });
    }
  });

  it('answers an ended version through the oldest one still served instead of refusing it', async () => {
    for (const version of ['v20.0', 'v2.12']) expect((await call(version)).status).toBe(200);
  });

  it("sends the dialog's answer back to the version the dialog was opened with", async () => {
    const url = new URL(`${t.baseUrl}/v24.0/dialog/oauth`);
    url.searchParams.set('client_id', APP_ID);
    url.searchParams.set('redirect_uri', 'https://shop.example/auth/facebook/callback');
    url.searchParams.set('state', 's');
    url.searchParams.set('scope', 'pages_show_list');
    const html = await (await fetch(url)).text();
    expect(html).toContain(`action="${t.baseUrl}/v24.0/dialog/oauth"`);
  });
});
