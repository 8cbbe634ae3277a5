import pino, { type Logger, type LoggerOptions } from 'pino';
import { createRecentLines } from './recent-lines.ts';

/** Secrets never reach the logs: bearer tokens, passwords, page tokens, app secrets, tokens in URLs. */
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
  '*.appsecret_proof',
];

export function redactUrl(url: string): string {
  return url.replace(
    /([?&](?:access_token|link_token|token|code|client_secret|fb_exchange_token|input_token|appsecret_proof|hub\.verify_token)=)[^&]*/gi,
    '$1[redacted]',
  );
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        remoteAddress: request.ip,
      }),
    },
  };
}

export type AppLogger = Logger;

/**
 * The newest log lines of this process as pino wrote them (JSON text, secrets already redacted), for the admin's log
 * viewer: 5,000 lines in memory, gone at a restart. Lines are parsed only when an admin reads them, so logging costs
 * one array store more.
 */
export const recentLogLines = createRecentLines<string>(5_000);

export function createLogger(level: string): AppLogger {
  if (level === 'silent') return pino(loggerOptions(level));
  const keepRecent = { write: (line: string) => void recentLogLines.add(line) };
  return pino(
    loggerOptions(level),
    pino.multistream([
      { level: level as pino.Level, stream: pino.destination(1) },
      { level: level as pino.Level, stream: keepRecent },
    ]),
  );
}
