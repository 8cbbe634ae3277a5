import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';

/** One screen with the providers the app gives it (no retries, so a refusal shows at once). */
export function renderScreen(screen: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ConfigProvider>
      <App>
        <NotifierProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
          </QueryClientProvider>
        </NotifierProvider>
      </App>
    </ConfigProvider>,
  );
}
