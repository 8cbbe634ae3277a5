// The auth feature as other features see it.
export type { AuthenticatedSession, AuthService, SignInClient } from './auth.service.ts';
export type { UserRow } from './auth.repository.ts';
export { hashPassword } from './password.ts';
export { generateAccessToken, hashAccessToken } from './access-token.ts';
