import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEndpoints, pushSettingsSchema } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { createOwner } from './fixtures.ts';

type Received = { path: string; method: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service of our own on loopback: it keeps every request and answers with the status each path is given. */
let pushService: Server;
let pushUrl: string;
const received: Received[] = [];
const answers = new Map<string, number>();
let server: TestServer;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => pushService?.close(resolve));
});

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** What the browser does with a push: aes128gcm (RFC 8188) decrypted with the keys of RFC 8291. */
function decryptPush(body: Buffer, device: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and its padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 token for the push service's origin. */
function verifyVapid(header: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(match, `authorization: ${header}`).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(publicKey);
  const [head, claims, signature] = token!.split('.');
  const raw = Buffer.from(key!, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number };
  expect(payload.aud).toBe(pushUrl);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function subscribedOwner(path: string, locale: 'ar' | 'en') {
  const owner = await createOwner(server.runtime.database.db);
  const { access_token } = await server.login(owner.user.username, owner.password);
  const device = deviceKeys();
  const subscribed = await server.call(pushEndpoints.subscribe, {
    body: {
      endpoint: `${pushUrl}${path}`,
      keys: { p256dh: b64url(device.ecdh.getPublicKey()), auth: b64url(device.auth) },
    },
    token: access_token,
    headers: { locale },
  });
  expect(subscribed.status).toBe(200);
  const settings = pushSettingsSchema.parse(subscribed.body);
  expect(settings.devices).toBe(1);
  return { owner, token: access_token, device, publicKey: settings.public_key };
}

describe('push notifications', () => {
  it("push a new order to the owner's device: an encrypted Web Push POST signed with VAPID, in its language", async () => {
    const { owner, device, publicKey } = await subscribedOwner('/device-order', 'en');
    await server.runtime.services.notifications.notifyWithTemplate(
      owner.user.id,
      'order-requested',
      { number: '42' },
      '/dashboard/webview/requests?request=42',
    );
    const push = await waitFor(() => received.find((item) => item.path === '/device-order'), 'the push');
    expect(push.method).toBe('POST');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(push.headers.authorization, publicKey);
    const payload = JSON.parse(decryptPush(push.body, device)) as { title: string; kind: string; url: string };
    expect(payload.kind).toBe('order');
    expect(payload.title).toContain('42');
    expect(payload.title).toMatch(/[A-Za-z]/);
    expect(payload.url).toBe('/dashboard/webview/requests?request=42');
  });

  it('push only the kinds the user chose, and nothing for other notices', async () => {
    const { owner, token } = await subscribedOwner('/device-choices', 'ar');
    const saved = await server.call(pushEndpoints.savePreferences, {
      body: { order: false, conversation: true, post: true },
      token,
    });
    expect(saved.body.preferences).toEqual({ order: false, conversation: true, post: true });
    const { notifications } = server.runtime.services;
    await notifications.notifyWithTemplate(owner.user.id, 'order-requested', { number: '1' });
    await notifications.notifyWithTemplate(owner.user.id, 'demo-welcome', {});
    await notifications.notifyWithTemplate(owner.user.id, 'bot-flow-handover', { person: 'Sara', flow: 'Sizes' });
    const push = await waitFor(() => received.find((item) => item.path === '/device-choices'), 'the push');
    expect(push.body.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((item) => item.path === '/device-choices')).toHaveLength(1);
  });

  it('forget a device the push service answers 410 or 404 for', async () => {
    for (const [path, status] of [
      ['/device-gone', 410],
      ['/device-unknown', 404],
    ] as const) {
      answers.set(path, status);
      const { owner, token } = await subscribedOwner(path, 'ar');
      await server.runtime.services.notifications.notifyWithTemplate(owner.user.id, 'post-not-published', {
        name: 'Shop',
        problem: 'meta-item',
        meta: 'refused',
      });
      await waitFor(async () => {
        const settings = await server.call(pushEndpoints.settings, { token });
        return settings.body.devices === 0 ? true : undefined;
      }, 'the device to be forgotten');
      expect(received.some((item) => item.path === path)).toBe(true);
    }
  });

  it('keep a device on another failure, and remove it when the user unsubscribes', async () => {
    answers.set('/device-busy', 500);
    const { owner, token } = await subscribedOwner('/device-busy', 'en');
    await server.runtime.services.notifications.notifyWithTemplate(owner.user.id, 'order-requested', { number: '5' });
    await waitFor(() => received.find((item) => item.path === '/device-busy'), 'the push');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.call(pushEndpoints.settings, { token })).body.devices).toBe(1);
    const removed = await server.call(pushEndpoints.unsubscribe, {
      body: { endpoint: `${pushUrl}/device-busy` },
      token,
    });
    expect(removed.body.devices).toBe(0);
  });

  it('refuse a subscription that is not a push address', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const refused = await server.callInvalid(pushEndpoints.subscribe, {
      body: { endpoint: 'file:///etc/passwd', keys: { p256dh: 'x', auth: 'y' } },
      token: access_token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContain('endpoint');
  });
});
