import { request as httpRequest } from 'node:http';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cloudEndpoints } from '@app/contract';
import type { CloudFile, CloudUsage } from '@app/contract/cloud';
import { mediaFiles, posts, replyTemplates, users } from '../src/platform/db/schema.ts';
import type { ValidationErrorBody } from './api-answers.ts';
import { createOwner } from './fixtures.ts';
import { uploadSamples } from './upload-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const megabyte = 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function ownerSession() {
  const owner = await createOwner(server.runtime.database.db);
  const session = await server.login(owner.user.username, owner.password);
  return { ...owner, token: session.access_token, session };
}

const pngOf = (size: number) => {
  const file = Buffer.alloc(size, 0x20);
  uploadSamples.png.copy(file);
  return file;
};

async function uploadToCloud(token: string, name: string, body: Buffer, folderId?: number) {
  const form = new FormData();
  if (folderId !== undefined) form.append('folder_id', String(folderId));
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const response = await fetch(`${server.baseUrl}/api/cloud/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, locale: 'en' },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { file: CloudFile; usage: CloudUsage } & ValidationErrorBody,
  };
}

/** Every file under the blob store's media folder, temporary files included. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(server.config.dataDir, 'blobs', 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Sends the headers of a multipart upload declaring `declaredBytes` and only its first part, then waits: the answer
 * must come while the body is still unsent, so the server refused it on the declared size alone.
 */
function answerBeforeTheBody(token: string, declaredBytes: number) {
  const boundary = 'cloudquotaboundary';
  const preamble = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return new Promise<{ status: number; body: ValidationErrorBody }>((resolve, reject) => {
    const url = new URL('/api/cloud/files', server.baseUrl);
    const outgoing = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        locale: 'ar',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declaredBytes),
      },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    outgoing.on('error', reject);
    outgoing.write(preamble);
    outgoing.write(uploadSamples.png);
  });
}

describe('the media cloud', () => {
  it('records an upload with its owner, kind and size, counts it in the usage and the login, and finds it by name', async () => {
    const owner = await ownerSession();
    expect(owner.session.storage).toEqual({ totalStorage: 100, availableStorage: 100 });
    const uploaded = await uploadToCloud(owner.token, 'summer-dress.png', pngOf(3 * megabyte));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file).toMatchObject({ kind: 'image', name: 'summer-dress.png', bytes: 3 * megabyte });
    expect(uploaded.body.usage).toMatchObject({ used_bytes: 3 * megabyte, total_megabytes: 100 });
    expect(uploaded.body.usage.available_megabytes).toBe(97);

    const usage = await server.call(cloudEndpoints.usage, { token: owner.token });
    expect(usage.body.usage.used_megabytes).toBe(3);
    expect((await server.login(owner.user.username, owner.password)).storage.availableStorage).toBe(97);

    await uploadToCloud(owner.token, 'invoice.pdf', uploadSamples.pdf);
    const found = await server.call(cloudEndpoints.files, { token: owner.token, query: { search: 'dress' } });
    expect(found.body.files.map((file) => file.name)).toEqual(['summer-dress.png']);
    const pdfs = await server.call(cloudEndpoints.files, { token: owner.token, query: { kind: 'file' } });
    expect(pdfs.body.files.map((file) => file.name)).toEqual(['invoice.pdf']);
  });

  it('refuses an upload past the quota on its declared size before reading the body, and stores nothing', async () => {
    const owner = await ownerSession();
    const db = server.runtime.database.db;
    await db.update(users).set({ totalStorageMb: 2 }).where(eq(users.id, owner.user.id));
    const before = await storedFiles();

    const refused = await answerBeforeTheBody(owner.token, 50 * megabyte);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation');
    expect(refused.body.message).toContain('2 ميغابايت');
    expect(refused.body.errors.file).toEqual([expect.stringContaining('ممتلئة')]);

    expect(await storedFiles()).toEqual(before);
    const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.ownerUserId, owner.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses on the real size too when the declared one fits (another upload took the room meanwhile)', async () => {
    const owner = await ownerSession();
    const db = server.runtime.database.db;
    await db.update(users).set({ totalStorageMb: 4 }).where(eq(users.id, owner.user.id));
    expect((await uploadToCloud(owner.token, 'first.png', pngOf(3 * megabyte))).status).toBe(200);
    const before = await storedFiles();
    const refused = await uploadToCloud(owner.token, 'second.png', pngOf(2 * megabyte));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Your media cloud is full: 1 MB left of 4 MB. Delete files you no longer use or upgrade your plan.',
    );
    expect(await storedFiles()).toEqual(before);
    const usage = await server.call(cloudEndpoints.usage, { token: owner.token });
    expect(usage.body.usage.used_bytes).toBe(3 * megabyte);
  });

  it('counts the files of every other upload path too (a reply template’s attachment)', async () => {
    const owner = await ownerSession();
    const form = new FormData();
    form.append('name', 'with a picture');
    form.append('message_type', 'image');
    form.append('attachment', new Blob([new Uint8Array(pngOf(megabyte))]), 'offer.png');
    const saved = await fetch(`${server.baseUrl}/api/facebook/reply/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'page-id': String(owner.page.id) },
      body: form,
    });
    expect(saved.status).toBe(200);
    const files = await server.call(cloudEndpoints.files, { token: owner.token, query: {} });
    expect(files.body.files).toEqual([expect.objectContaining({ name: 'offer.png', page_id: owner.page.id })]);
    const uses = await server.call(cloudEndpoints.fileUses, {
      token: owner.token,
      params: { id: files.body.files[0]!.id },
    });
    expect(uses.body.uses).toEqual([
      expect.objectContaining({ kind: 'reply_template', label: 'with a picture', active: false }),
    ]);
  });

  it('says where a file is used on delete: refused while a scheduled post uses it, deleted once nothing running does', async () => {
    const owner = await ownerSession();
    const db = server.runtime.database.db;
    const { file } = (await uploadToCloud(owner.token, 'launch.png', pngOf(megabyte))).body;
    const [post] = await db
      .insert(posts)
      .values({
        ownerUserId: owner.user.id,
        network: 'facebook',
        postType: 'image',
        message: 'Our new collection',
        scheduleType: 'scheduled',
        scheduledAt: new Date(server.clock.now().getTime() + 86_400_000),
        mediaIds: [file.id],
      })
      .returning();

    const uses = await server.call(cloudEndpoints.fileUses, { token: owner.token, params: { id: file.id } });
    expect(uses.body.uses).toEqual([{ kind: 'post', id: post!.id, label: 'Our new collection', active: true }]);
    const refused = await server.callRefused(cloudEndpoints.deleteFile, {
      token: owner.token,
      params: { id: file.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('مستخدم في شيء يعمل أو مجدول');

    await db
      .update(posts)
      .set({ scheduledAt: new Date(server.clock.now().getTime() - 60_000) })
      .where(eq(posts.id, post!.id));
    const deleted = await server.call(cloudEndpoints.deleteFile, { token: owner.token, params: { id: file.id } });
    expect(deleted.body.usage.used_bytes).toBe(0);
    expect((await server.call(cloudEndpoints.files, { token: owner.token, query: {} })).body.files).toEqual([]);
  });

  it('keeps folders: create, rename, move a file in, refuse deleting one that holds files', async () => {
    const owner = await ownerSession();
    const token = owner.token;
    const { folder } = (await server.call(cloudEndpoints.createFolder, { token, body: { name: 'Offers' } })).body;
    const taken = await server.callRefused(cloudEndpoints.createFolder, { token, body: { name: 'Offers' } });
    expect(taken.status).toBe(409);
    const renamed = await server.call(cloudEndpoints.renameFolder, {
      token,
      params: { id: folder.id },
      body: { name: 'Eid offers' },
    });
    expect(renamed.body.folder.name).toBe('Eid offers');

    const { file } = (await uploadToCloud(token, 'eid.png', pngOf(1000), folder.id)).body;
    expect(file.folder_id).toBe(folder.id);
    const loose = (await uploadToCloud(token, 'loose.png', pngOf(1000))).body.file;
    const inFolder = await server.call(cloudEndpoints.files, { token, query: { folder_id: folder.id } });
    expect(inFolder.body.files.map((row) => row.id)).toEqual([file.id]);
    const outside = await server.call(cloudEndpoints.files, { token, query: { folder_id: 'none' } });
    expect(outside.body.files.map((row) => row.id)).toEqual([loose.id]);

    const full = await server.callRefused(cloudEndpoints.deleteFolder, { token, params: { id: folder.id } });
    expect(full.status).toBe(409);
    await server.call(cloudEndpoints.moveFile, { token, params: { id: file.id }, body: { folder_id: null } });
    expect((await server.call(cloudEndpoints.deleteFolder, { token, params: { id: folder.id } })).status).toBe(204);
  });

  it('never shows or touches another owner’s file or folder, and refuses ids out of range', async () => {
    const owner = await ownerSession();
    const other = await ownerSession();
    const { file } = (await uploadToCloud(owner.token, 'mine.png', pngOf(1000))).body;
    const { folder } = (await server.call(cloudEndpoints.createFolder, { token: owner.token, body: { name: 'Mine' } }))
      .body;

    expect((await server.call(cloudEndpoints.files, { token: other.token, query: {} })).body.files).toEqual([]);
    const params = { id: file.id };
    expect((await server.callRefused(cloudEndpoints.fileUses, { token: other.token, params })).status).toBe(404);
    expect((await server.callRefused(cloudEndpoints.deleteFile, { token: other.token, params })).status).toBe(404);
    const move = await server.callRefused(cloudEndpoints.moveFile, {
      token: other.token,
      params,
      body: { folder_id: null },
    });
    expect(move.status).toBe(404);
    const intoTheirs = await server.callRefused(cloudEndpoints.moveFile, {
      token: other.token,
      params: { id: (await uploadToCloud(other.token, 'theirs.png', pngOf(1000))).body.file.id },
      body: { folder_id: folder.id },
    });
    expect(intoTheirs.status).toBe(404);
    const folderParams = { id: folder.id };
    expect(
      (await server.callRefused(cloudEndpoints.deleteFolder, { token: other.token, params: folderParams })).status,
    ).toBe(404);
    expect((await server.call(cloudEndpoints.files, { token: owner.token, query: {} })).body.files).toHaveLength(1);

    const tooLarge = await server.request('DELETE', '/api/cloud/files/99999999999', { token: owner.token });
    expect(tooLarge.status).toBe(422);
    const badFolder = await server.request('GET', '/api/cloud/files?folder_id=-1', { token: owner.token });
    expect(badFolder.status).toBe(422);
  });

  it('gives the files reply templates named by address before the cloud a record of the page’s owner (migration)', async () => {
    const owner = await ownerSession();
    const db = server.runtime.database.db;
    const key = `media/${owner.page.id}/0b7f0a52-6a3e-4f7e-9c55-1d2f3a4b5c6d-old_offer.png`;
    await db.insert(replyTemplates).values({
      pageId: owner.page.id,
      name: 'Saved before the cloud',
      message: { message_type: 'image', attachment_url: `${server.config.appUrl}/${key}` },
    });
    const migration = await readFile(
      path.join(import.meta.dirname, '..', 'drizzle', '0045_cloud_media_records.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').pop()!;
    await server.runtime.database.executeSql(backfill);
    await server.runtime.database.executeSql(backfill);

    const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.blobKey, key));
    expect(rows).toEqual([
      expect.objectContaining({
        ownerUserId: owner.user.id,
        pageId: owner.page.id,
        kind: 'image',
        extension: 'png',
        originalName: 'old_offer.png',
      }),
    ]);
    const uses = await server.call(cloudEndpoints.fileUses, { token: owner.token, params: { id: rows[0]!.id } });
    expect(uses.body.uses).toEqual([
      expect.objectContaining({ kind: 'reply_template', label: 'Saved before the cloud' }),
    ]);
  });

  it('sizes the files recorded without a size from their stored bytes, so they count on the quota; a file whose bytes are gone stays 0', async () => {
    const owner = await ownerSession();
    const db = server.runtime.database.db;
    const stored = `media/${owner.page.id}/5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d-kept.png`;
    const gone = `media/${owner.page.id}/6e2d3c4b-5f6a-4b7c-9d8e-0f1a2b3c4d5e-gone.png`;
    await mkdir(path.dirname(path.join(server.config.dataDir, 'blobs', stored)), { recursive: true });
    await writeFile(path.join(server.config.dataDir, 'blobs', stored), pngOf(3 * megabyte));
    const recorded = { ownerUserId: owner.user.id, pageId: owner.page.id, kind: 'image', extension: 'png' } as const;
    await db.insert(mediaFiles).values([
      { ...recorded, blobKey: stored, bytes: 0, originalName: 'kept.png' },
      { ...recorded, blobKey: gone, bytes: 0, originalName: 'gone.png' },
    ]);
    const usage = async () => (await server.call(cloudEndpoints.usage, { token: owner.token })).body.usage;
    const before = await usage();

    const result = await server.runtime.services.cloud.measureUnsized();

    expect(result.measured).toBeGreaterThanOrEqual(1);
    const sizes = await db
      .select({ key: mediaFiles.blobKey, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerUserId, owner.user.id));
    expect(Object.fromEntries(sizes.map((row) => [row.key, row.bytes]))).toEqual({
      [stored]: 3 * megabyte,
      [gone]: 0,
    });
    expect((await usage()).used_bytes - before.used_bytes).toBe(3 * megabyte);
    // Measured once: a second run leaves the sized file alone and looks at the missing one again.
    await writeFile(path.join(server.config.dataDir, 'blobs', stored), pngOf(megabyte));
    await server.runtime.services.cloud.measureUnsized();
    const [kept] = await db.select().from(mediaFiles).where(eq(mediaFiles.blobKey, stored));
    expect(kept!.bytes).toBe(3 * megabyte);
  });
});
