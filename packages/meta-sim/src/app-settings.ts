import { createHmac, timingSafeEqual } from 'node:crypto';
import { GraphError } from './graph-error.ts';
import type { SimRuntime } from './runtime.ts';
import type { Auth } from './tokens.ts';
import type { DeliveryRecord, SigningApp, WebhookPayload } from './webhooks/delivery.ts';

export function appSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

/**
 * "Require App Secret": Meta refuses a user or page token call without a valid `appsecret_proof` (HMAC-SHA256 of
 * the token keyed by the app secret, hex), in the query or the body. App token calls carry the secret already.
 */
export function checkAppSecretProof(rt: SimRuntime, auth: Auth, token: string | null, proof: unknown): void {
  if (!rt.world.app.requireAppSecret || auth.kind === 'app' || !token) return;
  if (typeof proof !== 'string' || proof === '') {
    throw new GraphError({
      code: 100,
      type: 'GraphMethodException',
      message: 'API calls from the server require an appsecret_proof argument',
    });
  }
  // An Instagram User token's proof is keyed by the Instagram app's secret
  const secret = auth.kind === 'instagram' ? rt.settings.instagramAppSecret : rt.settings.appSecret;
  const expected = Buffer.from(appSecretProof(token, secret));
  const given = Buffer.from(proof.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new GraphError({
      code: 100,
      type: 'GraphMethodException',
      message: 'Invalid appsecret_proof provided in the API argument',
    });
  }
}

type Actor = { id?: unknown } | undefined;

// Who caused the events of a delivery: the commenter (`from`), the messaging sender, or nobody known.
function actorIds(payload: WebhookPayload): string[] {
  const ids: string[] = [];
  for (const entry of (payload as { entry?: unknown[] }).entry ?? []) {
    const item = entry as { changes?: { value?: { from?: Actor } }[]; messaging?: { sender?: Actor }[] };
    for (const change of item.changes ?? [])
      if (typeof change.value?.from?.id === 'string') ids.push(change.value.from.id);
    for (const event of item.messaging ?? []) if (typeof event.sender?.id === 'string') ids.push(event.sender.id);
  }
  return ids;
}

/** Whether someone with a role on the app: a listed user or person, or a page (or its Instagram account) they own. */
function hasAppRole(rt: SimRuntime, actorId: string): boolean {
  const { roleIds } = rt.world.app;
  if (roleIds.includes(actorId)) return true;
  const page =
    rt.world.pages[actorId] ??
    Object.values(rt.world.pages).find((candidate) => candidate.igUserId !== null && candidate.igUserId === actorId);
  return page !== undefined && roleIds.includes(page.ownerUserId);
}

/** In development mode Meta sends webhooks only for events made by people with a role on the app. */
export function deliversInAppMode(rt: SimRuntime, payload: WebhookPayload): boolean {
  if (!rt.world.app.developmentMode) return true;
  const actors = actorIds(payload);
  return actors.length > 0 && actors.every((id) => hasAppRole(rt, id));
}

/** Enqueues a delivery unless the app's development mode keeps it back (then null, as for an unsubscribed page). */
export function enqueueInAppMode(
  rt: SimRuntime,
  field: string,
  payload: WebhookPayload,
  signedBy: SigningApp = 'facebook',
): DeliveryRecord | null {
  return deliversInAppMode(rt, payload) ? rt.webhooks.enqueue(field, payload, signedBy) : null;
}
