import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startSim, type TestSim } from './helpers.ts';

describe('User Profile API (PSID and IGSID)', () => {
  let t: TestSim;
  let pageId: string;
  let igId: string;
  let token: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t, { withInstagram: true });
    pageId = seeded.page.id;
    igId = seeded.igId!;
    token = seeded.token;
  });
  afterEach(() => t.close());

  it("answers a Messenger customer's name and picture to the page's token", async () => {
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '7001', name: 'Sara Haddad' }, text: 'hi' });
    const answer = await t.graph('GET', '/7001', { token, query: { fields: 'first_name,last_name,name,profile_pic' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ first_name: 'Sara', last_name: 'Haddad', name: 'Sara Haddad', id: '7001' });
    expect(answer.body.profile_pic).toMatch(/^https?:\/\/.+\/pictures\//);
  });

  it("answers an Instagram customer's name, username and picture", async () => {
    await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '17841007', name: 'Lina' }, text: 'hi' });
    const answer = await t.graph('GET', '/17841007', { token, query: { fields: 'name,username,profile_pic' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Lina', username: 'lina' });
  });

  it('refuses an unavailable person, a stranger, and a token of another page', async () => {
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '7002' }, text: 'hi' });
    await t.control('POST', '/people', { page_id: pageId, id: '7002', unavailable: true });
    const blocked = await t.graph('GET', '/7002', { token, query: { fields: 'name' } });
    expect(blocked.status).toBe(400);
    expect(blocked.body.error).toMatchObject({ code: 100, error_subcode: 2018218 });
    expect((await t.graph('GET', '/424242', { token, query: { fields: 'name' } })).status).toBe(400);
    const other = await seedPage(t);
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '7003' }, text: 'hi' });
    expect((await t.graph('GET', '/7003', { token: other.token, query: { fields: 'name' } })).status).toBe(400);
  });
});
