import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modelTypes, parseDatabaseId, type InterfaceLocale, type ModelType, type RouteAccess } from '@app/contract';
import { AppError, forbidden, unauthenticated } from './app-error.ts';
import { isInstagramRoute, requireInstagramOn } from '../instagram-switch.ts';
import { requestLocale } from './error-handler.ts';
import type { AuthenticatedSession, OwnershipChecker, SessionAuthenticator } from './session.ts';

export type { RouteAccess } from '@app/contract';

export type RequestContext = {
  locale: InterfaceLocale;
  session: AuthenticatedSession | null;
  token: string | null;
  pageId: number | null;
  /** The insta-id header's account; none while Instagram is turned off, whatever the header says. */
  instagramAccountId: number | null;
  instagramEnabled: boolean;
  social: ModelType;
  dashboard: 'admin' | 'owner';
};

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== '' && text !== 'null' && text !== 'undefined' ? text.trim() : null;
}

function bearer(request: FastifyRequest): string | null {
  const value = header(request, 'authorization');
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

function parseId(value: string | null, messageKey: 'forbidden-page' | 'forbidden-instagram'): number | null {
  if (value === null) return null;
  // An id that no row of ours can have (not digits, past the column's range) names no page the caller owns.
  const id = parseDatabaseId(value);
  if (id === null) throw forbidden(messageKey);
  return id;
}

/** A signed-in session the route can rely on: routes marked public never call this. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  const session = request.context.session;
  if (!session) throw unauthenticated();
  return session;
}

/** Who is acting, as services check ownership: the signed-in user and whether they are an admin. */
export function sessionActor(request: FastifyRequest): { userId: number; isAdmin: boolean } {
  const { user } = requireSession(request);
  return { userId: user.id, isAdmin: user.isAdmin };
}

/**
 * The Instagram account a screen of "the current account" acts on (the insta-id header): not found while Instagram
 * is turned off, required otherwise.
 */
export function requireInstagramAccount(context: Pick<RequestContext, 'instagramAccountId' | 'instagramEnabled'>) {
  requireInstagramOn(context.instagramEnabled);
  if (context.instagramAccountId === null)
    throw new AppError('validation', {
      messageKey: 'instagram-account-required',
      fieldErrors: { 'insta-id': ['instagram-account-required'] },
    });
  return context.instagramAccountId;
}

/**
 * Resolves who is calling and which page / Instagram account they act on, before the body is parsed.
 * A page or account named in the headers that the caller does not own is refused here, once, for every route, and
 * so is every Instagram route while Instagram is turned off.
 */
export function registerRequestContext(
  app: FastifyInstance,
  auth: SessionAuthenticator,
  accounts: OwnershipChecker,
  { instagramEnabled }: { instagramEnabled: boolean },
) {
  app.decorateRequest('context', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const socialHeader = header(request, 'social');
    request.context = {
      locale: requestLocale(request),
      session: null,
      token: null,
      pageId: null,
      instagramAccountId: null,
      instagramEnabled,
      social: modelTypes.includes(socialHeader as ModelType) ? (socialHeader as ModelType) : 'fb',
      dashboard: header(request, 'dashboard') === 'admin' ? 'admin' : 'owner',
    };
    // The API documentation (Swagger UI and its assets) is public like any API reference.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    // Before the session: a route that is not there is not found for anyone, signed in or not.
    if (isInstagramRoute(request.routeOptions.url ?? request.url)) requireInstagramOn(instagramEnabled);
    const access: RouteAccess = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') return;

    const token = bearer(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session && access === 'optional') return;
    if (!session) throw unauthenticated();
    request.context.session = session;
    request.context.token = token;
    const isAdmin = session.user.isAdmin;
    if (access === 'admin' && !isAdmin) throw forbidden('admin-only');
    if (access === 'referral' && !session.user.isReferral && !isAdmin) throw forbidden();
    if (access === 'self' && session.kind === 'impersonation') throw forbidden();

    // A page named in the path (`/pages/posts/{pageId}`) is checked like the header; naming two pages is refused.
    const headerPageId = parseId(header(request, 'page-id'), 'forbidden-page');
    const pathPageId = parseId(
      (request.params as Record<string, string | undefined> | undefined)?.pageId ?? null,
      'forbidden-page',
    );
    if (headerPageId !== null && pathPageId !== null && headerPageId !== pathPageId) throw forbidden('forbidden-page');
    const pageId = pathPageId ?? headerPageId;
    // With Instagram off the header names nothing: the web app keeps sending the account chosen earlier on every
    // screen, Facebook's too, so refusing the header would refuse those; what needs the account asks for it.
    const instagramAccountId = instagramEnabled ? parseId(header(request, 'insta-id'), 'forbidden-instagram') : null;
    if (pageId !== null && !isAdmin && !(await accounts.userOwnsPage(session.user.id, pageId))) {
      throw new AppError('forbidden', { messageKey: 'forbidden-page' });
    }
    if (
      instagramAccountId !== null &&
      !isAdmin &&
      !(await accounts.userOwnsInstagramAccount(session.user.id, instagramAccountId))
    ) {
      throw new AppError('forbidden', { messageKey: 'forbidden-instagram' });
    }
    request.context.pageId = pageId;
    request.context.instagramAccountId = instagramAccountId;
  });
}
