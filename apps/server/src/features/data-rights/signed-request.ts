import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Meta's `signed_request` carries for the deauthorize and data-deletion callbacks. */
export type SignedRequestPayload = { algorithm: string; user_id: string; issued_at?: number };

const base64url = (text: string) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

/**
 * `signature.payload`, both base64url: the signature is HMAC-SHA256 of the payload's text with the app secret. Null
 * for anything Meta did not sign, or that names no user.
 */
export function verifySignedRequest(signedRequest: string, appSecret: string): SignedRequestPayload | null {
  const [encodedSignature, encodedPayload, extra] = signedRequest.split('.');
  if (!encodedSignature || !encodedPayload || extra !== undefined) return null;
  const expected = createHmac('sha256', appSecret).update(encodedPayload).digest();
  const given = base64url(encodedSignature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64url(encodedPayload).toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { algorithm, user_id: userId } = payload as Record<string, unknown>;
  if (typeof algorithm !== 'string' || algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
  if (typeof userId !== 'string' && typeof userId !== 'number') return null;
  return { ...(payload as SignedRequestPayload), user_id: String(userId) };
}

/** The same encoding, for the simulator and the tests: what Meta would send. */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', appSecret).update(encodedPayload).digest('base64url');
  return `${signature}.${encodedPayload}`;
}
