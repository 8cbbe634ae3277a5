import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { loadChunk } from '@/shared/lib/chunk-loading.ts';
import { BootScreen } from '@/shared/ui/boot-screen.tsx';
import { RequireAuthentication, RouteGuard } from './guards/route-guard.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorScreen } from './routes/route-error-screen.tsx';
import { routeTable, type RouteDefinition, type ScreenLoader } from './routes/route-table.ts';

const systemScreens = () => loadChunk(() => import('./routes/system-screens.tsx'));

const comingSoon: ScreenLoader = () => systemScreens().then((module) => ({ Component: module.ComingSoonScreen }));

function toRouteObject(route: RouteDefinition): RouteObject {
  const screen = route.screen === 'pending' ? comingSoon : route.screen;
  return {
    path: route.path,
    element: <RouteGuard path={route.path} access={route.access} />,
    children: [{ index: true, lazy: () => loadChunk(screen) }],
  };
}

export function createAppRouter() {
  const publicRoutes = routeTable.filter((route) => !route.access.auth);
  const protectedRoutes = routeTable.filter((route) => route.access.auth);
  return createBrowserRouter([
    {
      element: <RootRoute />,
      errorElement: <RouteErrorScreen />,
      // Shown while the first screen's lazy chunk loads.
      HydrateFallback: BootScreen,
      children: [
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        ...publicRoutes.map(toRouteObject),
        { path: '/not-found', lazy: () => systemScreens().then((module) => ({ Component: module.NotFoundScreen })) },
        {
          path: '/unauthorized',
          lazy: () => systemScreens().then((module) => ({ Component: module.UnauthorizedScreen })),
        },
        {
          element: <RequireAuthentication />,
          children: [
            {
              lazy: async () => {
                const [layout] = await Promise.all([
                  loadChunk(() => import('./layout/dashboard-layout.tsx')),
                  loadDashboardTranslations(),
                ]);
                return { Component: layout.DashboardLayout };
              },
              errorElement: <RouteErrorScreen />,
              children: [
                { path: '/admin', element: <Navigate to="/admin/home" replace /> },
                ...protectedRoutes.map(toRouteObject),
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/not-found" replace /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
