import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { NoDomainSetup } from '@/features/webview/domain/no-domain-setup.tsx';
import { queryClient } from '../providers/query-client.ts';

/** The domain card outside the dashboard layout: the same query cache and antd messages as inside. */
export function NoDomainSetupScreen({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <App component={false}>
        <NoDomainSetup>{children}</NoDomainSetup>
      </App>
    </QueryClientProvider>
  );
}
