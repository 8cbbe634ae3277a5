/** Warned this long before a trial or plan ends (as the server's expiry warnings). */
const warningMs = 3 * 86_400_000;

/** What the dashboard banner says of an expiry: ended, ending within 3 days, or nothing. */
export function expiryNotice(expiresAt: string | null, now: Date): 'expired' | 'soon' | null {
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= warningMs ? 'soon' : null;
}
