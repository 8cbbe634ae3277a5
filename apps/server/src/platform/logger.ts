import pino, { type Logger, type LoggerOptions } from 'pino';

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
    /([?&](?:access_token|token|code|client_secret|fb_exchange_token|input_token|appsecret_proof|hub\.verify_token)=)[^&]*/gi,
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

export function createLogger(level: string): AppLogger {
  return pino(loggerOptions(level));
}
