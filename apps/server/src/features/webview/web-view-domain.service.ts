import { parseWebViewDomain, type InterfaceLocale, type WebViewDomain } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { GraphProfile, ProfileCaller } from '../../platform/meta/graph-profile.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import { metaFailureAnswer } from '../../platform/meta/meta-outcome.ts';
import type { PageGate } from '../pages/index.ts';
import type { WebViewDomainRepository } from './web-view-domain.repository.ts';

type CallerOf = { caller: ProfileCaller; name: string };

/** Meta may answer an entry with a trailing slash or another case: an origin compares by its normal form. */
const sameOrigin = (entry: string, origin: string) => entry.replace(/\/+$/, '').toLowerCase() === origin.toLowerCase();

/**
 * The page's web-view domain: stored on the page, and added to the page's Messenger Profile `whitelisted_domains`
 * (Messenger opens a web view only on a whitelisted domain), keeping the domains others put there.
 */
export function createWebViewDomainService(deps: {
  repository: WebViewDomainRepository;
  profile: GraphProfile;
  pages: PageGate;
  production: boolean;
}) {
  const { repository, profile, pages } = deps;
  const messageOf = (error: AppError, locale: InterfaceLocale) => translate(locale, error.messageKey, error.params);

  /** The page's token through the page gate, or the gate's refusal in words. */
  async function callerOf(
    pageId: number,
    locale: InterfaceLocale,
  ): Promise<{ caller: ProfileCaller; name: string } | { reason: string }> {
    const gate = await pages.check({ pageId }, 'messenger-profile');
    if (gate.open) return { caller: { token: gate.token, limitKey: gate.health.metaPageId }, name: gate.health.name };
    const refusal =
      gate.stop && gate.health ? pages.stopAnswer(gate.stop, gate.health.name) : new AppError('not-found');
    return { reason: messageOf(refusal, locale) };
  }

  async function metaReason(pageId: number, name: string, error: unknown, locale: InterfaceLocale): Promise<string> {
    if (!(error instanceof MetaApiError)) throw error;
    await pages.recordMetaFailure(pageId, 'messenger-profile', error, 'facebook');
    return messageOf(metaFailureAnswer(error, name), locale);
  }

  const state = (pageId: number, domain: string | null, rest: Omit<WebViewDomain, 'page_id' | 'domain'>) => ({
    page_id: pageId,
    domain,
    ...rest,
  });
  const notWhitelisted = (
    pageId: number,
    domain: string | null,
    kind: 'none' | 'needs-https',
    locale: InterfaceLocale,
  ) =>
    state(pageId, domain, {
      whitelisted: false,
      state: kind,
      reason: kind === 'needs-https' ? translate(locale, 'webview-domain-needs-https') : null,
    });

  /** Whether Meta's list, read now, holds the domain. */
  async function checked(pageId: number, domain: string, { caller, name }: CallerOf, locale: InterfaceLocale) {
    try {
      const listed = (await profile.readWhitelistedDomains(caller)).some((entry) => sameOrigin(entry, domain));
      return listed
        ? state(pageId, domain, { whitelisted: true, state: 'whitelisted', reason: null })
        : state(pageId, domain, {
            whitelisted: false,
            state: 'missing',
            reason: translate(locale, 'webview-domain-missing'),
          });
    } catch (error) {
      const reason = await metaReason(pageId, name, error, locale);
      return state(pageId, domain, { whitelisted: false, state: 'refused', reason });
    }
  }

  /** Meta's list with `add` in and `drop` out; written only when it changes. */
  async function rewriteList(caller: ProfileCaller, add: string | null, drop: string | null) {
    const current = await profile.readWhitelistedDomains(caller);
    const kept = current.filter(
      (entry) => !(drop !== null && sameOrigin(entry, drop)) && !(add !== null && sameOrigin(entry, add)),
    );
    const next = add === null ? kept : [...kept, add];
    const unchanged = next.length === current.length && next.every((entry, index) => entry === current[index]);
    if (!unchanged) await profile.saveWhitelistedDomains(caller, next);
  }

  return {
    async read(pageId: number, locale: InterfaceLocale): Promise<WebViewDomain> {
      const domain = await repository.domainOf(pageId);
      if (domain === null) return notWhitelisted(pageId, null, 'none', locale);
      if (!domain.startsWith('https:')) return notWhitelisted(pageId, domain, 'needs-https', locale);
      const access = await callerOf(pageId, locale);
      if ('reason' in access)
        return state(pageId, domain, { whitelisted: false, state: 'refused', reason: access.reason });
      return checked(pageId, domain, access, locale);
    },

    /**
     * Stored first, so the web view's links use it even while Meta refuses; then Meta's list is changed and read
     * back. An http origin (the demo's own machine) is never sent: Meta takes https only.
     */
    async save(pageId: number, text: string | null, locale: InterfaceLocale): Promise<WebViewDomain> {
      const parsed = text ? parseWebViewDomain(text) : null;
      if (parsed?.problem) throw new AppError('validation', { fieldErrors: { domain: ['validation'] } });
      if (parsed && !parsed.secure && deps.production)
        throw new AppError('validation', { fieldErrors: { domain: ['webview-domain-https-required'] } });
      const domain = parsed?.origin ?? null;
      const previous = await repository.domainOf(pageId);
      await repository.setDomain(pageId, domain);
      const add = domain !== null && parsed?.secure ? domain : null;
      const drop = previous !== null && previous.startsWith('https:') && previous !== domain ? previous : null;
      if (add === null && drop === null)
        return notWhitelisted(pageId, domain, domain === null ? 'none' : 'needs-https', locale);
      const access = await callerOf(pageId, locale);
      if ('reason' in access) {
        if (domain === null) return notWhitelisted(pageId, null, 'none', locale);
        return state(pageId, domain, { whitelisted: false, state: 'refused', reason: access.reason });
      }
      try {
        await rewriteList(access.caller, add, drop);
      } catch (error) {
        const reason = await metaReason(pageId, access.name, error, locale);
        if (domain === null) return notWhitelisted(pageId, null, 'none', locale);
        return state(pageId, domain, { whitelisted: false, state: 'refused', reason });
      }
      if (add === null) return notWhitelisted(pageId, domain, domain === null ? 'none' : 'needs-https', locale);
      return checked(pageId, add, access, locale);
    },
  };
}
export type WebViewDomainService = ReturnType<typeof createWebViewDomainService>;
