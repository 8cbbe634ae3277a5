import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import type { RouteAccess } from '../routes/route-access.ts';
import { decideAccess, unauthorizedReason } from './decide-access.ts';

export const redirectedHash = '#redirected';

export function RouteGuard({ path, access }: { path: string; access: RouteAccess }) {
  const location = useLocation();
  const session = useSession((state) => state);
  const decision = decideAccess(path, access, session);
  if (decision === 'login') {
    return <Navigate to={{ pathname: '/auth/login', search: location.search, hash: redirectedHash }} replace />;
  }
  if (decision === 'owner-home') return <Navigate to="/dashboard" replace />;
  if (decision === 'unauthorized') return <Navigate to="/unauthorized" replace />;
  if (decision === 'no-domain') return <Navigate to="/unauthorized" replace state={unauthorizedReason('no-domain')} />;
  return <Outlet />;
}

export function RequireAuthentication() {
  return <RouteGuard path="" access={{ auth: true }} />;
}
