import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { MessageKey } from '../../../platform/i18n/messages.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PublishingDeps } from '../publishing-deps.ts';

/** A 422 in the catalogue shape: the message, and the same under `meta` (the page's connection or Meta's answer). */
const metaRefusal = (messageKey: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('validation', { messageKey, params, fieldErrors: { meta: [{ key: messageKey, params }] } });

/**
 * A Graph call made for the seller's screen, its failure as the API answers it: a lost token marks the page (and
 * tells its owners) and asks to reconnect it; an object gone on Meta is not found; anything else is Meta's refusal
 * or a "try again" with Meta's words, never a 500.
 */
export async function callMeta<T>(
  deps: PublishingDeps,
  page: { id: number | null; name: string },
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    const { errorClass } = error;
    if (errorClass === 'page-needs-action') {
      if (page.id !== null) await deps.linking.reportPageTokenFailure(page.id, error);
      throw metaRefusal('meta-reconnect', { name: page.name });
    }
    if (errorClass === 'item-only' && error.classification.itemFailure === 'comment-unavailable') throw notFound();
    if (errorClass === 'slow-down' || errorClass === 'retry-later' || errorClass === 'policy-block')
      throw metaRefusal('meta-try-later');
    throw metaRefusal('meta-refused', { message: error.message });
  }
}

/** A page token that publishing can use, or the reason it cannot (422 naming the page). */
export function usableToken(
  deps: PublishingDeps,
  page: { name: string; accessTokenEncrypted: string | null; tokenInvalidAt: Date | null } | null,
  name: string,
): string {
  if (!page?.accessTokenEncrypted || page.tokenInvalidAt) throw metaRefusal('meta-reconnect', { name });
  return deps.cipher.decrypt(page.accessTokenEncrypted);
}
