import { createHmac } from 'node:crypto';

// Meta serializes payloads with non-ASCII escaped as \uXXXX (lowercase hex) and signs exactly those bytes
export function serializeWebhookBody(payload: unknown): string {
  return JSON.stringify(payload).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function signatureHeaders(body: string, appSecret: string): Record<string, string> {
  return {
    'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`,
    'x-hub-signature': `sha1=${createHmac('sha1', appSecret).update(body, 'utf8').digest('hex')}`,
  };
}
