import type { accessTokens, users } from '../db/schema.ts';

/** A signed-in caller, as every request carries it: the auth feature issues and checks the token behind it. */
export type AuthenticatedSession = {
  tokenId: number;
  kind: (typeof accessTokens.$inferInsert)['kind'];
  expiresAt: Date;
  impersonatorId: number | null;
  user: typeof users.$inferSelect;
};

/** Resolves a bearer token to its session (unknown, expired or revoked tokens: null). */
export type SessionAuthenticator = {
  authenticate(token: string): Promise<AuthenticatedSession | null>;
};

/** Whether a user owns the page or Instagram account a request names. */
export type OwnershipChecker = {
  userOwnsPage(userId: number, pageId: number): Promise<boolean>;
  userOwnsInstagramAccount(userId: number, accountId: number): Promise<boolean>;
};
