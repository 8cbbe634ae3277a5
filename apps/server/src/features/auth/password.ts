import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the costs follow OWASP's recommended minimum for argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let decoyHash: Promise<string> | null = null;

/** Verifies against a decoy when the user does not exist, so timing does not reveal which usernames exist. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
