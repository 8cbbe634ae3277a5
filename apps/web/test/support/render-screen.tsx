import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { createQueryClient } from '@/shared/api/query-client.ts';

function Providers({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  return (
    <ConfigProvider>
      <App>
        <NotifierProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </NotifierProvider>
      </App>
    </ConfigProvider>
  );
}

/** One screen with the providers the app gives it (no retries, so a refusal shows at once). */
export function renderScreen(screen: ReactNode, path = '/') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
    </Providers>,
  );
}

/** A screen under a data router, as the app has one (screens that block navigation need it), at `route` with `path`. */
export function renderRoute(screen: ReactNode, route: string, path: string) {
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [path] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
