import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta signs the exact bytes it sends; hashing a re-serialized object would not match. */
export function signWebhookBody(body: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export function isValidWebhookSignature(body: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(signWebhookBody(body, appSecret));
  const received = Buffer.from(header.trim().toLowerCase());
  return expected.length === received.length && timingSafeEqual(expected, received);
}
