import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: only their SHA-256 is stored, so a database leak does not leak sessions. */
export function generateAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
