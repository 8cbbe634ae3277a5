import type { SessionResponse, TechnicalTool } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

/** The menu's technical links and the tool each opens. */
export const technicalToolPaths: Record<string, TechnicalTool> = {
  '/admin/tools/logs': 'logs',
  '/admin/tools/debug': 'debug',
  '/admin/tools/queues': 'queues',
};

/**
 * Spec section 2: the technical links carry a token in their query. The server makes a single-use link token that
 * lives 2 minutes (never the session's token); the page it opens trades it for its own session.
 */
export async function openTechnicalLink(tool: TechnicalTool): Promise<void> {
  const { url } = await api(apiRoutes.adminTools.mintLinkToken, { body: { tool } });
  window.location.assign(url);
}

/** Takes the link token out of the address bar (and so out of the history and a shared screenshot). */
export function takeLinkTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('link_token');
  if (!token) return null;
  url.searchParams.delete('link_token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}

export function exchangeLinkToken(linkToken: string): Promise<SessionResponse> {
  return api(apiRoutes.adminTools.exchangeLinkToken, { body: { link_token: linkToken } });
}
