import { publishingEndpoints as endpoints, type MediaFile } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from './fixtures.ts';
import type { ValidationErrorBody } from './api-answers.ts';
import { jpegOf, pngOf, uploadMedia } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('demo', 'Demo@2026')).access_token;
});
afterAll(async () => {
  await server?.stop();
});

const upload = <Body = { media: MediaFile }>(name: string, content: Buffer) =>
  uploadMedia<Body>(server, token, name, content);

describe('media upload', () => {
  it('keeps a PNG with its width and height, served at its public address', async () => {
    const { status, body } = await upload('offer.png', pngOf(1080, 1350));
    expect(status).toBe(200);
    expect(body.media).toMatchObject({ kind: 'image', extension: 'png', width: 1080, height: 1350, bytes: 88 });
    expect(body.media.original_name).toBe('offer.png');
    const served = await fetch(body.media.url.replace(server.config.appUrl, server.baseUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 24)).toEqual(pngOf(1080, 1350).subarray(0, 24));
  });

  it('reads the size of a JPEG and keeps a video without one', async () => {
    const jpeg = await upload('photo.jpg', jpegOf(1200, 628));
    expect(jpeg.body.media).toMatchObject({ kind: 'image', width: 1200, height: 628 });
    const mkv = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100, 1)]);
    const video = await upload('clip.mkv', mkv);
    expect(video.body.media).toMatchObject({ kind: 'video', extension: 'mkv', width: null, height: null });
  });

  it('refuses a fake JPEG by its bytes, a document and an image over 8 MB', async () => {
    const fake = await upload<ValidationErrorBody<'file'>>('photo.jpg', Buffer.from('<html>not an image</html>'));
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file?.[0]).toMatch(/not a PNG, JPG or GIF/);
    const pdf = await upload<ValidationErrorBody<'file'>>('doc.pdf', Buffer.from('%PDF-1.7\n'));
    expect(pdf.status).toBe(422);
    const large = await upload<ValidationErrorBody<'file'>>('big.png', pngOf(10, 10, 8 * 1024 * 1024));
    expect(large.status).toBe(422);
    expect(large.body.errors.file?.[0]).toMatch(/8 MB/);
  });

  it('refuses a JSON body naming an address instead of a file', async () => {
    const response = await server.callInvalid(endpoints.uploadMedia, {
      body: { file_url: `${server.config.appUrl}/media/shared/x-offer.png` },
      token,
      headers: { locale: 'en' },
    } as never);
    expect(response.status).toBe(422);
    const form = new FormData();
    form.append('file', new Blob([pngOf(10, 10)]), 'a.png');
    form.append('file_url', `${server.config.appUrl}/media/../../etc/passwd.png`);
    const climbing = await fetch(`${server.baseUrl}/api/posts/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, locale: 'en' },
      body: form,
    });
    expect(climbing.status).toBe(422);
  });
});

describe('post templates', () => {
  const headers = { locale: 'en' };

  it("saves, edits, lists by network and deletes the owner's templates", async () => {
    const image = await upload('offer.png', pngOf(800, 800));
    const saved = await server.call(endpoints.saveTemplate, {
      body: { network: 'facebook', name: 'عرض الجمعة', message: 'خصم 20%', files: [image.body.media.id] },
      token,
      headers,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.template).toMatchObject({ name: 'عرض الجمعة', media: [{ id: image.body.media.id }] });
    await server.call(endpoints.saveTemplate, {
      body: { network: 'instagram', name: 'IG', message: 'caption', files: [] },
      token,
      headers,
    });
    const edited = await server.call(endpoints.saveTemplate, {
      body: { id: saved.body.template.id, network: 'facebook', name: 'عرض السبت', message: 'خصم 30%', files: [] },
      token,
      headers,
    });
    expect(edited.body.template).toMatchObject({ id: saved.body.template.id, name: 'عرض السبت', media: [] });
    const facebook = await server.call(endpoints.listTemplates, { query: { network: 'facebook' }, token, headers });
    expect(facebook.body.templates.map((template) => template.name)).toEqual(['عرض السبت']);
    const removed = await server.call(endpoints.deleteTemplate, {
      params: { id: saved.body.template.id },
      token,
      headers,
    });
    expect(removed.status).toBe(204);
    const again = await server.callRefused(endpoints.deleteTemplate, {
      params: { id: saved.body.template.id },
      token,
      headers,
    });
    expect(again.status).toBe(404);
  });

  it("refuses another owner's media in a template and another owner's template", async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const theirs = await uploadMedia(server, otherToken, 'theirs.png', pngOf(10, 10));
    const refused = await server.callInvalid(endpoints.saveTemplate, {
      body: { network: 'facebook', name: 'x', message: 'x', files: [theirs.body.media.id] },
      token,
      headers,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContain('files');
    const template = await server.call(endpoints.saveTemplate, {
      body: { network: 'facebook', name: 'theirs', message: 'x', files: [] },
      token: otherToken,
      headers,
    });
    const edit = await server.callRefused(endpoints.saveTemplate, {
      body: { id: template.body.template.id, network: 'facebook', name: 'mine now', message: 'x', files: [] },
      token,
      headers,
    });
    expect(edit.status).toBe(404);
    const list = await server.call(endpoints.listTemplates, { query: {}, token, headers });
    expect(list.body.templates.map((item) => item.name)).not.toContain('theirs');
  });
});
