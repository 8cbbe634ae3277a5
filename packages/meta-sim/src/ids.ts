import { createHash, randomFillSync } from 'node:crypto';

// Ids are minted for every comment, message and Graph response: random bytes are drawn from a pool refilled
// 64 KB at a time, because one call to the system's generator per id costs more than the id itself.
const pool = Buffer.alloc(64 * 1024);
let poolOffset = pool.length;

function randomBytes(length: number): Buffer {
  if (length > pool.length) return randomFillSync(Buffer.alloc(length));
  if (poolOffset + length > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + length));
  poolOffset += length;
  return bytes;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniform random digits, the first never 0; one call for random bytes instead of one per digit. */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length + 8)) {
      // 250..255 would make 0..5 more likely than 6..9.
      if (byte >= 250 || (out.length === 0 && byte % 10 === 0)) continue;
      out += byte % 10;
      if (out.length === length) break;
    }
  }
  return out;
}

export function randomBase62(length: number): string {
  let out = '';
  for (const byte of randomBytes(length)) out += BASE62[byte % 62];
  return out;
}

export function mintUserId(): string {
  return `10${randomDigits(14)}`;
}

export function mintPageId(): string {
  return `1${randomDigits(14)}`;
}

export function mintObjectId(): string {
  return `122${randomDigits(15)}`;
}

export function mintCommentLocalId(): string {
  return `1${randomDigits(15)}`;
}

export function mintIgUserId(): string {
  return `17841${randomDigits(12)}`;
}

export function mintIgObjectId(): string {
  return `179${randomDigits(14)}`;
}

export function mintIgCommentId(): string {
  return `178${randomDigits(14)}`;
}

export function mintPersonId(): string {
  return `2${randomDigits(15)}`;
}

export function mintConversationId(platform: 'messenger' | 'instagram'): string {
  if (platform === 'messenger') return `t_${randomDigits(15)}`;
  return Buffer.from(`ig_conversation:${randomDigits(17)}`).toString('base64url');
}

export function mintMessageId(platform: 'messenger' | 'instagram'): string {
  if (platform === 'messenger') return `m_${randomBytes(42).toString('base64url')}`;
  return Buffer.from(`ig_message_item:1:IGD:${randomDigits(20)}`).toString('base64url');
}

export function mintAccessToken(): string {
  return `EAAG${randomBase62(176)}`;
}

export function mintOauthCode(): string {
  return `AQ${randomBytes(120).toString('base64url')}`;
}

export function mintTraceId(): string {
  return randomBytes(9).toString('base64').replace(/[+/]/g, 'A').slice(0, 11);
}

export function mintShortcode(): string {
  return randomBase62(11);
}

// Meta documents hashtag ids as static and global, so derive them from the name
export function hashtagIdFor(name: string): string {
  const digest = createHash('sha256').update(name.toLowerCase()).digest();
  let digits = '';
  for (const byte of digest) digits += String(byte % 10);
  return `178438${digits.slice(0, 11)}`;
}
