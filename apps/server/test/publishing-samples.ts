import type { MediaFile } from '@app/contract';
import type { TestServer } from './test-server.ts';

// Image headers for the publishing tests: the server reads width and height from them.

/** A PNG header (signature and IHDR) of the given size, then filler. */
export function pngOf(width: number, height: number, filler = 64) {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, Buffer.alloc(filler, 0)]);
}

/** A JPEG with an APP0 segment, then a baseline start-of-frame giving its size. */
export function jpegOf(width: number, height: number) {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(64, 0)]);
}

/** Uploads a file as the web does (multipart `file`); answers the status and body. */
export async function uploadMedia<Body = { media: MediaFile }>(
  server: TestServer,
  token: string,
  name: string,
  content: Buffer,
  path = '/api/posts/media',
) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, locale: 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}
