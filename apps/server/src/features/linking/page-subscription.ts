import type { FeatureSlug } from '@app/contract';
import { pageWebhookFields, type GraphApi } from '../../platform/meta/graph-api.ts';
import type { ConnectionDoctorRepository } from './connection-doctor.repository.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';

export type SubscriptionOutcome = {
  subscribed: string[];
  refused: string[];
  /** Meta's answer: a failure of the whole call (nothing subscribed, nothing refused) or of the refused fields. */
  error: MetaApiError | null;
};

const messagingUses: readonly FeatureSlug[] = ['reply', 'bot', 'store'];

/** The webhook fields a page needs for these features: `feed` always, the messaging fields for what answers DMs. */
export function webhookFieldsNeeded(features: readonly FeatureSlug[]): string[] {
  const messaging = features.some((feature) => messagingUses.includes(feature));
  return pageWebhookFields.filter((field) => field === 'feed' || messaging);
}

// A refusal of one field (a missing permission, a field Meta does not offer) rather than of the token or the call.
const refusesFields = (error: MetaApiError) =>
  error.code === 10 || error.code === 100 || (error.code !== undefined && error.code >= 200 && error.code <= 299);

/**
 * Subscribes the app to the page's webhook fields. Meta refuses the whole call when one field is not allowed
 * (messaging fields without pages_messaging), so on such a refusal each field is tried alone and the page ends up
 * subscribed to every field Meta accepts; the refused ones are reported.
 */
export async function subscribeWebhookFields(
  graph: GraphApi,
  metaPageId: string,
  pageToken: string,
): Promise<SubscriptionOutcome> {
  try {
    await graph.subscribeApp(metaPageId, pageToken);
    return { subscribed: [...pageWebhookFields], refused: [], error: null };
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    // The call failed as a whole (token, limit, Meta's own error): no field was refused, nothing is subscribed.
    if (!refusesFields(error)) return { subscribed: [], refused: [], error };
  }
  const accepted: string[] = [];
  const refused: string[] = [];
  let refusal: MetaApiError | null = null;
  for (const field of pageWebhookFields) {
    try {
      await graph.subscribeApp(metaPageId, pageToken, [field]);
      accepted.push(field);
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      refused.push(field);
      refusal ??= error;
    }
  }
  // Each call replaces the page's field list: one last call leaves every accepted field subscribed.
  if (accepted.length > 1) {
    try {
      await graph.subscribeApp(metaPageId, pageToken, accepted);
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      return { subscribed: [], refused: [], error };
    }
  }
  return { subscribed: accepted, refused, error: refusal };
}

/** Subscribes and keeps the outcome on the page, so the owner sees a failed subscription and can retry it. */
export async function subscribeAndRecord(
  graph: GraphApi,
  repository: ConnectionDoctorRepository,
  page: { id: number; metaPageId: string },
  pageToken: string,
  now: Date,
): Promise<SubscriptionOutcome> {
  const outcome = await subscribeWebhookFields(graph, page.metaPageId, pageToken);
  await repository.recordSubscription(
    page.id,
    outcome.error
      ? { failedAt: now, error: outcome.error.message, refused: outcome.refused }
      : { failedAt: null, error: null, refused: [] },
  );
  return outcome;
}
