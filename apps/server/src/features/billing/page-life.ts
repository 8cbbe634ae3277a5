// A page's (or Instagram account's) life, as pure rules: its states, who may move it from one to another, when it
// expires once renewed, what an invoice costs and when its owners are warned. No I/O: the billing service and the
// page gate act on these answers.
import type { PageStatus } from '@app/contract';

/** What moves a page: an owner's or an admin's act, or the clock passing its expiry. */
export type LifeAction = 'link' | 'expire' | 'renew' | 'block' | 'delete';
export type LifeActor = 'owner' | 'admin' | 'clock';

/** Who may take each action, and from which states. A block is a permanent ban: only deleting leaves it. */
export const lifeRules: Record<
  LifeAction,
  { actors: readonly LifeActor[]; from: readonly PageStatus[]; to: PageStatus }
> = {
  // Linking again brings back a page its owner had removed, with a new trial.
  link: { actors: ['owner'], from: ['deleted'], to: 'subscribed' },
  expire: { actors: ['clock'], from: ['subscribed', 'renewed'], to: 'expired' },
  // An owner asks (with a receipt) and an admin confirms: the renewal itself is always the admin's.
  renew: { actors: ['admin'], from: ['subscribed', 'renewed', 'expired'], to: 'renewed' },
  block: { actors: ['admin'], from: ['subscribed', 'renewed', 'expired'], to: 'blocked' },
  delete: { actors: ['owner', 'admin'], from: ['subscribed', 'renewed', 'expired', 'blocked'], to: 'deleted' },
};

export type LifeRefusal = 'not-allowed-actor' | 'not-allowed-state';

/** The state the action leads to, or why it may not be taken. */
export function lifeTransition(
  from: PageStatus,
  action: LifeAction,
  actor: LifeActor,
): { to: PageStatus } | { refused: LifeRefusal } {
  const rule = lifeRules[action];
  if (!rule.actors.includes(actor)) return { refused: 'not-allowed-actor' };
  if (!rule.from.includes(from)) return { refused: 'not-allowed-state' };
  return { to: rule.to };
}

/** Whether an owner may ask to renew it (the admin confirms): a blocked or deleted page may not be renewed. */
export const renewable = (status: PageStatus) => lifeRules.renew.from.includes(status);

/** `months` calendar months after `from`, in UTC (the 31st of a shorter month becomes its last day). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * A renewal starts at the later of now and the old expiry (days already paid for are kept) and runs `months`.
 * `subscribedAt` is when the new period starts.
 */
export function renewalPeriod(now: Date, oldExpiry: Date | null, months: number) {
  const subscribedAt = oldExpiry && oldExpiry > now ? oldExpiry : now;
  return { subscribedAt, expiresAt: addMonths(subscribedAt, months) };
}

/**
 * The referral agent's share of what the owner paid. The spec names the commission without a rate; one tenth is the
 * product's choice until a rate per agent is asked for.
 */
export const referralCommissionRate = 0.1;

const roundMoney = (value: number) => Math.round(value * 100) / 100;

export type InvoiceAmounts = { cost: number; discount: number; commission: number; net: number };
export type AmountRefusal = 'discount-too-large';

/**
 * cost = price × months; the owner pays cost − discount, of which the referral agent (if the page has one) gets the
 * commission and the rest is net.
 */
export function invoiceAmounts(input: {
  price: number;
  months: number;
  discount: number;
  hasReferral: boolean;
}): InvoiceAmounts | { refused: AmountRefusal } {
  const cost = roundMoney(input.price * input.months);
  if (input.discount > cost) return { refused: 'discount-too-large' };
  const paid = roundMoney(cost - input.discount);
  const commission = input.hasReferral ? roundMoney(paid * referralCommissionRate) : 0;
  return { cost, discount: roundMoney(input.discount), commission, net: roundMoney(paid - commission) };
}

/** Warned this long before a trial or plan ends, then once more on the day it ends. */
export const expiryWarningDays = 3;
export type ExpiryWarning = 'soon' | 'today';

/**
 * Which warning is due now for a page expiring at `expiresAt`, if any: `today` on the business day it ends (until it
 * has ended), `soon` within the 3 days before. `dayOf` reads a day in the business zone.
 */
export function expiryWarningDue(expiresAt: Date | null, now: Date, dayOf: (at: Date) => string): ExpiryWarning | null {
  if (!expiresAt || expiresAt <= now) return null;
  if (dayOf(expiresAt) === dayOf(now)) return 'today';
  if (expiresAt.getTime() - now.getTime() <= expiryWarningDays * 86_400_000) return 'soon';
  return null;
}
