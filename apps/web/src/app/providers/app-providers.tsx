import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '@/shared/i18n/i18n.ts';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { useReducedMotion } from '@/shared/lib/use-reduced-motion.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { breakpoints } from '../layout/layout-settings.ts';
import { ThemeVariables } from './theme-variables.tsx';

/**
 * Ant Design's defaults put some text below WCAG AA's 4.5:1 (lighter descriptions and placeholders, the link blue,
 * tag and danger texts in light; the primary blue used as text in dark, where white on it must stay readable too,
 * so only text uses get the lighter blue). axe checks every screen in both themes (e2e/every-screen-*).
 */
const readableTheme = {
  light: {
    token: {
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorLink: '#1668dc',
      colorError: '#cf1322',
      colorSuccessText: '#237804',
      colorWarningText: '#ad4e00',
    },
    components: {
      Tag: {
        green7: '#237804',
        orange7: '#ad4e00',
        gold7: '#874d00',
        cyan7: '#006d75',
        lime7: '#3f6600',
        yellow7: '#876800',
        volcano7: '#ad2102',
        colorSuccess: '#237804',
        colorWarning: '#ad4e00',
        colorInfo: '#0958d9',
      },
    },
  },
  dark: {
    token: {
      colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
      colorLink: '#69b1ff',
      colorError: '#ff7875',
    },
    components: {
      Menu: { itemSelectedColor: '#69b1ff' },
      Tabs: {
        itemSelectedColor: '#69b1ff',
        itemActiveColor: '#69b1ff',
        itemHoverColor: '#8dc5f8',
        inkBarColor: '#69b1ff',
      },
      Pagination: { itemActiveColor: '#69b1ff' },
      Tag: { red7: '#f37370', geekblue7: '#7f9ef3', purple7: '#ab7ae0' },
    },
  },
} satisfies Record<'light' | 'dark', ThemeConfig>;

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export function AppProviders({ children }: { children: ReactNode }) {
  const darkMode = usePreferences((state) => state.darkMode);
  const locale = usePreferences((state) => state.locale);
  const antdLocale = useAntdLocale();
  const reducedMotion = useReducedMotion();

  return (
    <ConfigProvider
      direction={directionOf(locale)}
      locale={antdLocale}
      // The ripple a pressed button sends out is motion too (a 2 s fade), which the motion token leaves on.
      wave={{ disabled: reducedMotion }}
      theme={{
        algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: '#1668dc',
          ...readableTheme[darkMode ? 'dark' : 'light'].token,
          borderRadius: 8,
          fontFamily,
          motion: !reducedMotion,
          screenSM: breakpoints.sm,
          screenSMMin: breakpoints.sm,
          screenMD: breakpoints.md,
          screenMDMin: breakpoints.md,
          screenLG: breakpoints.lg,
          screenLGMin: breakpoints.lg,
          screenXL: breakpoints.xl,
          screenXLMin: breakpoints.xl,
        },
        // Initials are white on the avatar's placeholder colour, a pale grey by default (2:1).
        components: {
          Avatar: { colorTextPlaceholder: '#5b6b7f' },
          ...readableTheme[darkMode ? 'dark' : 'light'].components,
        },
      }}
    >
      <ThemeVariables />
      {children}
    </ConfigProvider>
  );
}
