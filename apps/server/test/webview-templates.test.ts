import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPagesEndpoints, maxDatabaseId, webviewEndpoints as endpoints, type OrderFormField } from '@app/contract';
import { createGraphClient, graphClientOptionsOf } from '../src/platform/meta/graph-client.ts';
import { createGraphProfile } from '../src/platform/meta/graph-profile.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Order forms (spec sections 3, 5 and 7) and the page's web-view domain on the simulated Messenger Profile. */
let server: TestServer;
let token: string;
let adminToken: string;
let pageId: number;
let metaPageId: string;
let otherPageId: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  const fashion = session.pages.find((page) => page.domain !== null) ?? session.pages[0]!;
  pageId = fashion.id;
  metaPageId = fashion.page_id;
  otherPageId = session.pages.find((page) => page.id !== pageId)!.id;
  adminToken = (await server.login('admin', 'Admin@2026')).access_token;
});
afterAll(async () => {
  await server?.stop();
});

const field = (name: string, overrides: Partial<OrderFormField> = {}): OrderFormField => ({
  title: `Title ${name}`,
  name,
  placeholder: '',
  type: 'text',
  options: [],
  required: true,
  ...overrides,
});
const as = (caller: string, locale = 'en') => ({ token: caller, headers: { locale } });
const form = (fields: OrderFormField[], pageIds = [pageId], name = 'Order') => ({ name, fields, page_ids: pageIds });

describe('order forms', () => {
  it('seeds the demo fashion page with a form and the app origin as its domain', async () => {
    const list = await server.call(endpoints.listTemplates, { params: { pageId }, ...as(token) });
    expect(list.status).toBe(200);
    const demo = list.body.templates.find((template) => template.name === 'طلب فستان');
    expect(demo?.fields.map((item) => item.name)).toEqual(['full_name', 'phone', 'size', 'address', 'notes']);
    expect(demo?.pages.map((page) => page.id)).toEqual([pageId]);
    const domain = await server.call(endpoints.domain, { params: { pageId }, ...as(token) });
    expect(domain.body).toMatchObject({
      domain: server.runtime.config.appUrl,
      state: 'needs-https',
      whitelisted: false,
    });
  });

  it('creates, reads, updates and deletes a form with its pages', async () => {
    const created = await server.call(endpoints.createTemplate, {
      ...as(token),
      body: {
        ...form([field('name'), field('size', { type: 'select', options: 'S - M - L' as unknown as string[] })]),
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.template.id;
    expect(created.body.template.fields[1]!.options).toEqual(['S', 'M', 'L']);
    expect(created.body.template.pages.map((page) => page.id)).toEqual([pageId]);

    const updated = await server.call(endpoints.updateTemplate, {
      params: { id },
      ...as(token),
      body: form([field('email', { type: 'email' }), field('name')], [otherPageId], 'Renamed'),
    });
    expect(updated.body.template).toMatchObject({ name: 'Renamed', pages: [{ id: otherPageId }] });
    expect(updated.body.template.fields.map((item) => item.name)).toEqual(['email', 'name']);
    const onOther = await server.call(endpoints.listTemplates, { params: { pageId: otherPageId }, ...as(token) });
    expect(onOther.body.templates.map((template) => template.id)).toContain(id);

    const got = await server.call(endpoints.getTemplate, { params: { id }, ...as(token) });
    expect(got.body.template.name).toBe('Renamed');
    expect((await server.call(endpoints.destroyTemplate, { params: { id }, ...as(token) })).status).toBeLessThan(300);
    expect((await server.callRefused(endpoints.getTemplate, { params: { id }, ...as(token) })).status).toBe(404);
  });

  it('answers 422 with the spec message on the field: an id repeated, starting with a digit, in Arabic', async () => {
    const refused = await server.callRefused(endpoints.createTemplate, {
      ...as(token),
      body: form([field('phone'), field('phone'), field('2nd'), field('العنوان'), field('size', { type: 'select' })]),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      'fields.1.name': ['The field identifier cannot be repeated twice'],
      'fields.2.name': ['The field identifier must start with a letter'],
      'fields.3.name': ['The field identifier must be in English: letters, digits and _ only'],
      'fields.4.options': ['enter the options separated by a dash please'],
    });
    const arabic = await server.callRefused(endpoints.createTemplate, {
      ...as(token, 'ar'),
      body: form([field('phone'), field('phone')], [pageId], ''),
    });
    expect(arabic.body.errors).toMatchObject({
      name: ['أدخل اسم النموذج من فضلك'],
      'fields.1.name': ['لا يمكن تكرار معرّف الحقل مرتين'],
    });
    const empty = await server.callRefused(endpoints.createTemplate, { ...as(token), body: form([]) });
    expect(empty.status).toBe(422);
    const tooMany = await server.callRefused(endpoints.createTemplate, {
      ...as(token),
      body: form(Array.from({ length: 31 }, (_, index) => field(`f${index}`))),
    });
    expect(tooMany.status).toBe(422);
  });

  it("keeps owners apart: another owner's form is not found, their page is refused", async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const theirs = await server.call(endpoints.createTemplate, {
      ...as(otherToken),
      body: form([field('name')], [other.page.id], 'Theirs'),
    });
    expect(theirs.status).toBe(200);
    const id = theirs.body.template.id;
    for (const call of [
      server.callRefused(endpoints.getTemplate, { params: { id }, ...as(token) }),
      server.callRefused(endpoints.updateTemplate, { params: { id }, ...as(token), body: form([field('x')]) }),
      server.callRefused(endpoints.destroyTemplate, { params: { id }, ...as(token) }),
    ])
      expect((await call).status).toBe(404);
    const list = await server.callRefused(endpoints.listTemplates, { params: { pageId: other.page.id }, ...as(token) });
    expect(list.status).toBe(403);
    const assignOthers = await server.callRefused(endpoints.createTemplate, {
      ...as(token),
      body: form([field('name')], [other.page.id]),
    });
    expect(assignOthers.status).toBe(422);
    expect(assignOthers.body.errors).toEqual({ page_ids: ['Choose only your own pages.'] });
    // An admin sees and changes it; what an admin makes for a page is the page owner's.
    expect((await server.call(endpoints.getTemplate, { params: { id }, ...as(adminToken) })).status).toBe(200);
    const forThem = await server.call(endpoints.createTemplate, {
      ...as(adminToken),
      body: form([field('name')], [other.page.id], 'By admin'),
    });
    expect(
      (await server.call(endpoints.getTemplate, { params: { id: forThem.body.template.id }, ...as(otherToken) }))
        .status,
    ).toBe(200);
  });

  it('answers 4xx for ids out of range', async () => {
    for (const id of [0, maxDatabaseId + 1])
      expect((await server.callRefused(endpoints.getTemplate, { params: { id }, ...as(token) } as never)).status).toBe(
        422,
      );
  });
});

describe("the page's web-view domain", () => {
  const profileOnMeta = async () => {
    const page = (await server.simulator.state()).pages[metaPageId]! as unknown as {
      messengerProfile: { messenger: { whitelisted_domains?: string[] } };
    };
    return page.messengerProfile.messenger.whitelisted_domains ?? [];
  };
  const save = (domain: string | null, locale = 'en', caller = token) =>
    server.call(endpoints.saveDomain, { params: { pageId }, ...as(caller, locale), body: { domain } });

  it("adds it to the page's whitelisted domains, keeping the others, and removes it when cleared", async () => {
    // Someone else's domain already on the page (another tool the seller uses).
    const gate = await server.runtime.services.pages.check({ pageId }, 'messenger-profile');
    if (!gate.open) throw new Error('the demo page should be open');
    const profile = createGraphProfile(
      createGraphClient(graphClientOptionsOf(server.runtime.config.meta, server.clock)),
    );
    await profile.saveWhitelistedDomains({ token: gate.token, limitKey: metaPageId }, [
      'https://other-tool.example.com',
    ]);

    const saved = await save('https://Shop.Example.com/');
    expect(saved.body).toMatchObject({ domain: 'https://shop.example.com', whitelisted: true, state: 'whitelisted' });
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com', 'https://shop.example.com']);
    const read = await server.call(endpoints.domain, { params: { pageId }, ...as(token) });
    expect(read.body.state).toBe('whitelisted');

    const moved = await save('https://new.example.com');
    expect(moved.body.whitelisted).toBe(true);
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com', 'https://new.example.com']);

    const cleared = await save(null);
    expect(cleared.body).toMatchObject({ domain: null, whitelisted: false, state: 'none' });
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com']);
  });

  it('stores an http localhost origin without asking Meta, and says why', async () => {
    const local = await save('http://localhost:5173', 'ar');
    expect(local.body).toMatchObject({ domain: 'http://localhost:5173', state: 'needs-https', whitelisted: false });
    expect(local.body.reason).toContain('https');
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com']);
  });

  it("goes the same way when an admin edits the page's domain on /admin/pages", async () => {
    const updated = await server.call(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: pageId },
      body: { domain: 'https://admin-set.example.com' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.page.domain).toBe('https://admin-set.example.com');
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com', 'https://admin-set.example.com']);
    const refused = await server.callRefused(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: pageId },
      body: { domain: 'https://admin-set.example.com/shop' },
    });
    expect(refused.status).toBe(422);
    await server.call(adminPagesEndpoints.update, { token: adminToken, params: { id: pageId }, body: { domain: '' } });
    expect(await profileOnMeta()).toEqual(['https://other-tool.example.com']);
  });

  it('refuses a path, another scheme or plain http elsewhere, on the domain field', async () => {
    for (const domain of ['https://shop.example.com/order', 'ftp://shop.example.com', 'http://shop.example.com']) {
      const refused = await server.callRefused(endpoints.saveDomain, {
        params: { pageId },
        ...as(token),
        body: { domain },
      });
      expect(refused.status, domain).toBe(422);
      expect(refused.body.fields).toEqual(['domain']);
    }
  });

  it("refuses another owner's page and lets an admin set it", async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const refused = await server.callRefused(endpoints.saveDomain, {
      params: { pageId },
      ...as(otherToken),
      body: { domain: 'https://evil.example.com' },
    });
    expect(refused.status).toBe(403);
    const byAdmin = await save('https://admin-set.example.com', 'en', adminToken);
    expect(byAdmin.body).toMatchObject({ domain: 'https://admin-set.example.com', whitelisted: true });
    expect(await profileOnMeta()).toContain('https://admin-set.example.com');
  });
});
