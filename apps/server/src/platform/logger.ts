import type { LoggerOptions } from 'pino';

/** Secrets never reach the logs: bearer tokens, passwords, page tokens, app secrets. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-hub-signature-256"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.accessToken',
  '*.token',
  '*.appSecret',
  '*.app_secret',
  '*.client_secret',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
}
