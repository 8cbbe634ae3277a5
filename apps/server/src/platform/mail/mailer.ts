import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** Mail through the configured SMTP server; null when none is configured (the embedded default sends none). */
export function createMailer(config: Config['mail']): Mailer | null {
  if (!config.smtpUrl) return null;
  // A mail server that does not answer holds no request for minutes: it fails within seconds instead.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, ...mail });
    },
  };
}
