import type { GraphHost } from '../../../platform/meta/graph-client.ts';
import { metaRefusal } from '../../../platform/meta/meta-outcome.ts';
import type { Capability, GateSubject } from '../../pages/index.ts';
import type { PublishingDeps } from '../publishing-deps.ts';

/**
 * A Graph call made for the seller's screen: the page gate records the page's side of a Meta error (a refused token
 * or permission, a pause), and the error is answered as on every screen (`metaFailureAnswer`), never a 500.
 */
export async function callMeta<T>(
  deps: PublishingDeps,
  page: { id: number | null; name: string },
  capability: Capability,
  call: () => Promise<T>,
): Promise<T> {
  return deps.pages.screenCall(page.id, page.name, capability, call);
}

/** A token the page gate gives for `capability` now, or the screen's answer saying why not (422 naming the page). */
export async function usableToken(
  deps: PublishingDeps,
  subject: GateSubject,
  capability: Capability,
  name: string,
): Promise<string> {
  return (await usableAccess(deps, subject, capability, name)).token;
}

/** The token and the Graph host it belongs to (graph.instagram.com for an account linked with Instagram Login). */
export async function usableAccess(
  deps: PublishingDeps,
  subject: GateSubject,
  capability: Capability,
  name: string,
): Promise<{ token: string; graph: GraphHost }> {
  const gate = await deps.pages.check(subject, capability);
  if (gate.open) return { token: gate.token, graph: gate.graph };
  if (!gate.stop) throw metaRefusal('meta-reconnect', { name });
  throw deps.pages.stopAnswer(gate.stop, name);
}
