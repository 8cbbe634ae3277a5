import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useSyncDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { createQueryClient } from '@/shared/api/query-client.ts';

/** What the dashboard layout does for dates: dayjs follows the interface language. */
function DayjsLocale({ children }: { children: ReactNode }) {
  useSyncDayjsLocale();
  return children;
}

/** A publishing screen with the app's providers, at an address. */
export function renderAt(path: string, screen: ReactNode) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <ConfigProvider>
      <App>
        <NotifierProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <DayjsLocale>{screen}</DayjsLocale>
            </MemoryRouter>
          </QueryClientProvider>
        </NotifierProvider>
      </App>
    </ConfigProvider>,
  );
}
