import type { WebhookObject, WebhookPayload } from './delivery.ts';

type Entry = Record<string, unknown>;

const LISTS = ['changes', 'messaging', 'standby'] as const;

/**
 * Meta "aggregates event notifications and sends them in a batch": one POST with an entry per page (or Instagram
 * account), each with every change or messaging event that account had in the window, in the order they happened.
 */
export function mergeBatch(object: WebhookObject, payloads: WebhookPayload[]): WebhookPayload {
  const byAccount = new Map<string, Entry>();
  for (const payload of payloads) {
    for (const entry of payload.entry) {
      const id = String(entry.id);
      const merged = byAccount.get(id);
      if (!merged) {
        byAccount.set(id, { ...entry, ...Object.fromEntries(listsOf(entry)) });
        continue;
      }
      merged.time = Math.max(Number(merged.time ?? 0), Number(entry.time ?? 0));
      for (const [key, list] of listsOf(entry)) merged[key] = [...((merged[key] as unknown[]) ?? []), ...list];
    }
  }
  return { object, entry: [...byAccount.values()] };
}

function listsOf(entry: Entry): Array<[string, unknown[]]> {
  return LISTS.filter((key) => Array.isArray(entry[key])).map((key) => [key, [...(entry[key] as unknown[])]]);
}
