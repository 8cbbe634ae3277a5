import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Quoted text (`=XX` for a byte) as UTF-8: a quoted-printable body, or a subject's Q-encoded word. */
function unquote(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The subject and the text of a one-part mail as nodemailer writes it (quoted-printable, base64 or plain). */
function readMail(raw: Buffer): { subject: string; text: string } {
  const source = raw.toString('latin1');
  const split = source.indexOf('\r\n\r\n');
  const headers = source.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = source.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? unquote(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'latin1').toString('utf8');
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, value: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(value, 'base64').toString('utf8') : unquote(value.replace(/_/g, ' ')),
    );
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

/**
 * A mail server of our own on loopback: what the product sends over SMTP arrives here, read back as subject and text.
 */
export async function startMailCatcher() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          // Addresses as the catcher saw them, lower-cased (mail servers may lower-case the domain).
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...readMail(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `address`, once it has arrived (within 10 s). */
    async mailTo(address: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = received.find((entry) => entry.to.includes(address.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
