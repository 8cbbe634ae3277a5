import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Page tokens are encrypted at rest with AES-256-GCM; the stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        encrypted.toString('base64url'),
      ].join('.');
    },
    decrypt(stored: string): string {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenCipher = ReturnType<typeof createTokenCipher>;
