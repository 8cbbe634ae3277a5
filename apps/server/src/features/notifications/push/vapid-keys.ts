import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../../platform/config.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The configured key pair, else the embedded default's own: generated once and kept beside its data, so the
 * devices subscribed with the public key keep receiving pushes across restarts.
 */
export function resolveVapidKeys(config: Pick<Config, 'push' | 'dataDir'>): VapidKeys {
  const { subject } = config.push;
  if (config.push.publicKey && config.push.privateKey)
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
