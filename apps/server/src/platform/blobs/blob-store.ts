import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type BlobStore = {
  put(key: string, body: Buffer): Promise<{ key: string; size: number }>;
  /**
   * Stores a stream as it arrives (memory stays flat whatever its size). The blob appears only once the stream
   * ended well: if it fails (the source errors, e.g. a size limit or a content check), nothing is left behind
   * and the stream's error is thrown.
   */
  putStream(key: string, body: Readable): Promise<{ key: string; size: number }>;
  get(key: string): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
};

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,254}$/;

/** Media kept on the local disk (embedded default). Keys are relative paths; nothing escapes the root. */
export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid blob key: ${key}`);
    }
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return { key, size: body.length };
    },
    async putStream(key, body) {
      const file = resolve(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const output = createWriteStream(temporary, { flags: 'wx' });
        await pipeline(body, output);
        await rename(temporary, file);
        return { key, size: output.bytesWritten };
      } catch (error) {
        body.destroy();
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
