import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The web view's link token: which order link (and so which page, customer and items) the form is for, until when.
 * Signed with a key derived from the installation's encryption key; the customer's id is never read from a plain
 * query. Shape: `<link id>.<expiry, seconds since epoch>.<signature>`, URL-safe.
 */
export interface OrderLinkClaims {
  orderLinkId: number;
  expiresAt: Date;
}

/** How long a link sent in a product card opens the form. */
export const ORDER_LINK_LIFETIME_MS = 30 * 86_400_000;

export function orderLinkSigningKey(encryptionKey: Buffer): Buffer {
  return createHmac('sha256', encryptionKey).update('order-link-token').digest();
}

function signatureOf(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signOrderLink(key: Buffer, claims: OrderLinkClaims): string {
  const body = `${claims.orderLinkId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${body}.${signatureOf(key, body)}`;
}

export type OrderLinkCheck =
  { ok: true; orderLinkId: number } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

export function verifyOrderLink(key: Buffer, token: string, now: Date): OrderLinkCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id, expiry, signature] = match;
  const expected = Buffer.from(signatureOf(key, `${id}.${expiry}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'tampered' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const orderLinkId = Number(id);
  if (!Number.isSafeInteger(orderLinkId) || orderLinkId < 1 || orderLinkId > 2_147_483_647)
    return { ok: false, reason: 'malformed' };
  return { ok: true, orderLinkId };
}
