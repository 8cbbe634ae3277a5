import type { SessionState } from '@/shared/session/session-store.ts';

export type PermissionAction = 'read' | 'manage';
export type PermissionResource = 'owner' | 'admin' | 'referral';

export type Permission = { action: PermissionAction; resource: PermissionResource };

/** The menu's permission check (action, resource) of spec section 2. */
export function can(session: SessionState, { action, resource }: Permission): boolean {
  if (resource === 'admin') return session.admin;
  if (resource === 'referral') return session.referral || session.admin;
  return action === 'read' || !session.impersonate || session.admin;
}
