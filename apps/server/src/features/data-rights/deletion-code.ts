import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a data deletion removed, kept in its confirmation code: the status page needs no table. */
export type DeletionReceipt = { deletedAt: Date; pages: number; accounts: number; people: number };

const sign = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`deletion:${body}`).digest('base64url').slice(0, 22);

/**
 * The confirmation code Meta shows the person: when their data was deleted and how much, signed so that only codes
 * this product gave out open a status page.
 */
export function deletionCode(receipt: DeletionReceipt, secret: string): string {
  const body = [Math.floor(receipt.deletedAt.getTime() / 1000), receipt.pages, receipt.accounts, receipt.people]
    .map((value) => value.toString(36))
    .join('-');
  return `${body}-${sign(body, secret)}`;
}

export function readDeletionCode(code: string, secret: string): DeletionReceipt | null {
  const match = /^([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const body = match.slice(1, 5).join('-');
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(match[5]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [at, pages, accounts, people] = match.slice(1, 5).map((part) => parseInt(part, 36)) as [
    number,
    number,
    number,
    number,
  ];
  return { deletedAt: new Date(at * 1000), pages, accounts, people };
}
