import { theme } from 'antd';
import { useLayoutEffect } from 'react';

/**
 * antd scopes its CSS variables to its own components; the app's layout CSS needs the same colours on
 * the page itself, so the active theme's tokens are mirrored onto <html> as --app-* variables.
 */
export function ThemeVariables() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const variables: Record<string, string> = {
      '--app-box-shadow-secondary': token.boxShadowSecondary,
      '--app-color-bg-container': token.colorBgContainer,
      '--app-color-bg-elevated': token.colorBgElevated,
      '--app-color-bg-layout': token.colorBgLayout,
      '--app-color-border-secondary': token.colorBorderSecondary,
      '--app-color-error': token.colorError,
      '--app-color-fill-quaternary': token.colorFillQuaternary,
      '--app-color-fill-tertiary': token.colorFillTertiary,
      '--app-color-primary-bg': token.colorPrimaryBg,
      '--app-color-primary': token.colorPrimary,
      '--app-color-split': token.colorSplit,
      '--app-color-success': token.colorSuccess,
      '--app-color-success-text': token.colorSuccessText,
      '--app-color-link': token.colorLink,
      '--app-color-text': token.colorText,
      '--app-color-text-secondary': token.colorTextSecondary,
      '--app-color-text-tertiary': token.colorTextTertiary,
      '--app-color-warning': token.colorWarning,
      '--app-color-warning-bg': token.colorWarningBg,
      '--app-color-warning-text': token.colorWarningText,
    };
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
  }, [token]);
  return null;
}
