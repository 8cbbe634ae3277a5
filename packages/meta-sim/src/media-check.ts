/**
 * Meta cURLs the media of a container or a photo from its public URL and checks it. The simulator does the same
 * with real HTTP, except for its own fake CDN host, whose URLs stand for media that is always fine.
 */

export const FAKE_MEDIA_HOST = 'scontent.simulator.local';
export const IG_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const FB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'unknown';
export type ImageInfo = { format: ImageFormat; width: number | null; height: number | null };

/** Why Meta refused the media; `subcode` is the Instagram publishing error subcode. */
export type MediaProblem = { subcode: number; message: string };

export type MediaCheckSettings = { fetchMedia: boolean; fetchTimeoutMs: number };
export const DEFAULT_MEDIA_CHECK_SETTINGS: MediaCheckSettings = { fetchMedia: true, fetchTimeoutMs: 5000 };

export function isFetchable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.hostname !== FAKE_MEDIA_HOST;
  } catch {
    return false;
  }
}

function pngSize(bytes: Buffer): ImageInfo {
  // IHDR is the first chunk: width and height are its first two big-endian 32-bit fields
  if (bytes.length < 24) return { format: 'png', width: null, height: null };
  return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpegSize(bytes: Buffer): ImageInfo {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset++;
      continue;
    }
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    // standalone markers carry no length
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame)
      return { format: 'jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return { format: 'jpeg', width: null, height: null };
}

/** The format and pixel size read from the file's header (JPEG and PNG); other formats are only named. */
export function readImageInfo(bytes: Buffer): ImageInfo {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return pngSize(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes);
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF8')) return { format: 'gif', width: null, height: null };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return { format: 'webp', width: null, height: null };
  if (ascii.startsWith('BM')) return { format: 'bmp', width: null, height: null };
  return { format: 'unknown', width: null, height: null };
}

type Download = { ok: true; bytes: Buffer; tooLarge: boolean } | { ok: false; problem: MediaProblem };

const DOWNLOAD_TIMEOUT: MediaProblem = { subcode: 2207003, message: 'It takes too long to download the media.' };

async function download(url: string, maxBytes: number, timeoutMs: number, headOnly: boolean): Promise<Download> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        problem: { subcode: 2207052, message: `Media download has failed: the server answered ${response.status}.` },
      };
    }
    if (headOnly || !response.body) {
      await response.body?.cancel();
      return { ok: true, bytes: Buffer.alloc(0), tooLarge: false };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk));
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => undefined);
        return { ok: true, bytes: Buffer.concat(chunks), tooLarge: true };
      }
    }
    return { ok: true, bytes: Buffer.concat(chunks), tooLarge: false };
  } catch {
    return { ok: false, problem: DOWNLOAD_TIMEOUT };
  }
}

export type ImageRules = {
  maxBytes: number;
  formats: ImageFormat[];
  /** Width / height bounds; null when any shape is accepted (stories, Facebook photos). */
  aspect: { min: number; max: number } | null;
};

/** Instagram feed and carousel images: JPEG (PNG accepted too, as publishers report), ≤ 8 MiB, 4:5 to 1.91:1. */
export const IG_FEED_IMAGE: ImageRules = {
  maxBytes: IG_IMAGE_MAX_BYTES,
  formats: ['jpeg', 'png'],
  aspect: { min: 0.8, max: 1.91 },
};
export const IG_STORY_IMAGE: ImageRules = { ...IG_FEED_IMAGE, aspect: null };

export async function checkImage(url: string, rules: ImageRules, timeoutMs: number): Promise<MediaProblem | null> {
  const result = await download(url, rules.maxBytes, timeoutMs, false);
  if (!result.ok) return result.problem;
  if (result.tooLarge)
    return {
      subcode: 2207004,
      message: `The image is too large to download. It should be less than ${rules.maxBytes / 1024 / 1024} MiB.`,
    };
  const info = readImageInfo(result.bytes);
  if (!rules.formats.includes(info.format))
    return { subcode: 2207005, message: 'The image format is not supported. Use a JPEG image.' };
  if (rules.aspect && info.width && info.height) {
    const ratio = info.width / info.height;
    // Meta rounds the ratio; a hair outside the bounds still passes
    if (ratio < rules.aspect.min - 0.005 || ratio > rules.aspect.max + 0.005)
      return {
        subcode: 2207009,
        message: `The submitted image with aspect ratio ${info.width}:${info.height} cannot be published. Please submit an image with a valid aspect ratio.`,
      };
  }
  return null;
}

/** Videos are only checked for being reachable: the simulator does not decode them. */
export async function checkVideo(url: string, timeoutMs: number): Promise<MediaProblem | null> {
  const result = await download(url, 0, timeoutMs, true);
  return result.ok ? null : result.problem;
}
