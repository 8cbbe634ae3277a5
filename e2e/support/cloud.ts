import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real picture (a 96 px square in one colour), padded after its end to `size` bytes as a large photo would be. */
export const pngOf = (size: number, rgb: [number, number, number] = [46, 134, 222]) => {
  const side = 96;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3).map((_, index) => rgb[index % 3]!)]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
};

/** Puts a file in the owner's cloud (the cloud screen's upload), as a seller would before choosing it elsewhere. */
export async function uploadToCloud(token: string, fileName: string, body: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), fileName);
  const response = await fetch(`${baseUrl()}/api/cloud/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, version: '2' },
    body: form,
  });
  expect(response.status).toBe(200);
}
