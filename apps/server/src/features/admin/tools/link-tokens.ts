import type { ExchangeLinkTokenRequest, LinkTokenResponse, SessionResponse, TechnicalTool } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../../platform/http/session.ts';
import { generateAccessToken, hashAccessToken } from '../../auth/index.ts';
import type { LinkTokensRepository } from './link-tokens.repository.ts';

/** Long enough to open the link, short enough that a link seen in a history or a screenshot is dead. */
export const linkTokenLifetimeMs = 2 * 60_000;

export const toolPaths: Record<TechnicalTool, string> = {
  logs: '/admin/tools/logs',
  debug: '/admin/tools/debug',
  queues: '/admin/tools/queues',
};

type Deps = {
  repository: LinkTokensRepository;
  clock: Clock;
  appUrl: string;
  startAdminTabSession(userId: number): Promise<SessionResponse | null>;
};

/**
 * The spec's technical links carry a token in their query. Not the session's: a single-use token that lives 2 minutes,
 * only its SHA-256 stored, traded once for a new session of the admin who made it.
 */
export function createLinkTokens({ repository, clock, appUrl, startAdminTabSession }: Deps) {
  return {
    async mint(session: AuthenticatedSession, tool: TechnicalTool): Promise<LinkTokenResponse> {
      // An admin acting as an owner holds the owner's session: the route's admin check already refuses it.
      if (session.kind === 'impersonation' || !session.user.isAdmin) throw new AppError('forbidden');
      const now = clock.now();
      await repository.deleteExpiredBefore(new Date(now.getTime() - 86_400_000));
      const token = generateAccessToken();
      const expiresAt = new Date(now.getTime() + linkTokenLifetimeMs);
      await repository.insert({ userId: session.user.id, tokenHash: hashAccessToken(token), tool, expiresAt });
      const url = `${appUrl}${toolPaths[tool]}?link_token=${encodeURIComponent(token)}`;
      return { url, expires_at: expiresAt.toISOString() };
    },

    async exchange(input: ExchangeLinkTokenRequest): Promise<SessionResponse> {
      const taken = await repository.take(hashAccessToken(input.link_token), clock.now());
      const session = taken ? await startAdminTabSession(taken.userId) : null;
      // Unknown, used and expired tokens get one answer: the caller learns nothing about which.
      if (!session) throw new AppError('wrong-data', { messageKey: 'link-token-invalid' });
      return session;
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
