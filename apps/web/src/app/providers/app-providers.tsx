import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '@/shared/i18n/i18n.ts';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { breakpoints } from '../layout/layout-settings.ts';
import { ThemeVariables } from './theme-variables.tsx';

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export function AppProviders({ children }: { children: ReactNode }) {
  const darkMode = usePreferences((state) => state.darkMode);
  const locale = usePreferences((state) => state.locale);
  const antdLocale = useAntdLocale();

  return (
    <ConfigProvider
      direction={directionOf(locale)}
      locale={antdLocale}
      theme={{
        algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: '#1668dc',
          borderRadius: 8,
          fontFamily,
          screenSM: breakpoints.sm,
          screenSMMin: breakpoints.sm,
          screenMD: breakpoints.md,
          screenMDMin: breakpoints.md,
          screenLG: breakpoints.lg,
          screenLGMin: breakpoints.lg,
          screenXL: breakpoints.xl,
          screenXLMin: breakpoints.xl,
        },
      }}
    >
      <ThemeVariables />
      {children}
    </ConfigProvider>
  );
}
