import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints, notificationsEndpoints } from '@app/contract';
import { signRequest } from '../src/features/data-rights/signed-request.ts';
import { notifications, pages, subscribers, users } from '../src/platform/db/schema.ts';
import { linkedSeller } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;

/** A seller who signed in with Facebook and linked a page, and a customer who wrote to that page. */
async function sellerWithACustomer(name: string) {
  const seller = await linkedSeller(server, name);
  await server.simulator.sendMessage({
    page_id: seller.metaPageId,
    from: { id: `77${Date.now()}`, name: 'زبون' },
    text: 'السعر؟',
  });
  await vi.waitFor(
    async () =>
      expect(await db().select().from(subscribers).where(eq(subscribers.pageId, seller.pageId))).toHaveLength(1),
    { timeout: 15_000, interval: 100 },
  );
  return { facebookUserId: seller.facebookUserId, pageId: seller.pageId, token: seller.token };
}

/** Meta posts the callbacks as a form. */
async function callback(path: string, signedRequest: string, locale = 'en') {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', locale },
    body: new URLSearchParams({ signed_request: signedRequest }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signed = (facebookUserId: string, secret = server.config.meta.appSecret) =>
  signRequest({ algorithm: 'HMAC-SHA256', user_id: facebookUserId, issued_at: Math.floor(Date.now() / 1000) }, secret);

describe("Meta's deauthorize and data deletion callbacks (issue 28)", () => {
  it('refuses a signed request Meta did not sign, in the error catalogue shape, and changes nothing', async () => {
    const seller = await sellerWithACustomer('Forged');
    for (const path of ['/meta/deauthorize', '/meta/data-deletion']) {
      const forged = await callback(path, signed(seller.facebookUserId, 'not-the-app-secret'), 'ar');
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ code: 'forbidden', message: 'لم توقّع Meta هذا الطلب لهذا التطبيق.' });
      const garbage = await callback(path, 'abc.def');
      expect(garbage.status).toBe(403);
    }
    const [page] = await db().select().from(pages).where(eq(pages.id, seller.pageId));
    expect(page).toMatchObject({ tokenInvalidAt: null, deletedAt: null });
  });

  it('stops every page of a person who removed the app and tells its owner why', async () => {
    const seller = await sellerWithACustomer('Removed');
    const answer = await callback('/meta/deauthorize', signed(seller.facebookUserId));
    expect(answer).toEqual({ status: 200, body: { pages: 1 } });
    const [page] = await db().select().from(pages).where(eq(pages.id, seller.pageId));
    expect(page!.tokenInvalidAt).not.toBeNull();
    const gate = await server.runtime.services.pages.check({ pageId: seller.pageId }, 'reply-comments');
    expect(gate.open).toBe(false);
    const [user] = await db().select().from(users).where(eq(users.facebookUserId, seller.facebookUserId));
    const notices = await db().select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(notices.map((notice) => notice.template)).toContain('page-app-removed');
    // Told in the reader's language, with nothing of Meta's English in the Arabic notice.
    const listed = await server.call(notificationsEndpoints.list, { token: seller.token, headers: { locale: 'ar' } });
    const arabic = JSON.stringify(listed.body);
    expect(arabic).toContain('أزال الحساب الذي ربط صفحة Removed Shop تطبيقنا من إعدادات فيسبوك');
    expect(arabic).not.toContain('the app was removed');
    // Told once, even when Meta calls again.
    await callback('/meta/deauthorize', signed(seller.facebookUserId));
    const again = await db().select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(again.filter((notice) => notice.template === 'page-app-removed')).toHaveLength(1);
  });

  it('deletes what the product holds through the person, answers Meta a status address and a code, and shows it', async () => {
    const seller = await sellerWithACustomer('Erase');
    const answer = await callback('/meta/data-deletion', signed(seller.facebookUserId));
    expect(answer.status).toBe(200);
    const { url, confirmation_code: code } = answer.body as { url: string; confirmation_code: string };
    expect(url).toBe(`${server.config.appUrl}/meta/data-deletion/${code}`);

    const [page] = await db().select().from(pages).where(eq(pages.id, seller.pageId));
    expect(page!.accessTokenEncrypted).toBeNull();
    expect(page!.deletedAt).not.toBeNull();
    expect(await db().select().from(subscribers).where(eq(subscribers.pageId, seller.pageId))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.facebookUserId, seller.facebookUserId))).toEqual([]);
    const profile = await server.call(authEndpoints.profile, { token: seller.token });
    expect(profile.status).toBe(401);

    const status = await fetch(`${url}?lang=en`);
    expect(status.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await status.text();
    expect(html).toContain('Removed: one Facebook Page and no Instagram account');
    expect(html).toContain('the one person who wrote to them with their conversation');
    // When, on the business clock, named as the reader says it.
    expect(html).toMatch(/Completed on \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Syria Time\)/);
    const arabic = await (await fetch(url, { headers: { 'Accept-Language': 'ar' } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('صفحة فيسبوك واحدة');
    expect(arabic).toContain('(توقيت سوريا)');

    const tampered = code.replace(/^[0-9a-z]/, (first) => (first === '1' ? '2' : '1'));
    const refused = await (await fetch(`${server.baseUrl}/meta/data-deletion/${tampered}?lang=en`)).text();
    expect(refused).toContain('is not one we gave out');
  });

  it('answers a deletion for a person it holds nothing about with a code that says so', async () => {
    const answer = await callback('/meta/data-deletion', signed('1234567890'));
    expect(answer.status).toBe(200);
    const html = await (await fetch(`${(answer.body as { url: string }).url}?lang=en`)).text();
    expect(html).toContain('We held no data linked to your Facebook account.');
  });

  it('documents both callbacks in the OpenAPI document, with their form body', async () => {
    const document = (
      await server.request<{
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
      }>('GET', '/api/docs/openapi.json')
    ).body;
    for (const path of ['/meta/data-deletion', '/meta/deauthorize'])
      expect(Object.keys(document.paths[path]?.post?.requestBody?.content ?? {}), path).toContain(
        'application/x-www-form-urlencoded',
      );
    expect(document.paths['/meta/data-deletion/{code}']?.get).toBeDefined();
  });

  it("refuses garbage and oversized forms with a clear 4xx in the reader's language", async () => {
    const garbage = await callback('/meta/deauthorize', '%%%not-base64%%%.{{{', 'ar');
    expect(garbage.status).toBe(403);
    const empty = await callback('/meta/data-deletion', '', 'en');
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBeDefined();
    const big = await fetch(`${server.baseUrl}/meta/deauthorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `signed_request=${'a'.repeat(20_000)}`,
    });
    expect(big.status).toBe(413);
  });
});
