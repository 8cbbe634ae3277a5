import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setDarkMode, usePreferences } from '../session/preferences-store.ts';

export function DarkModeToggle() {
  const { t } = useTranslation();
  const darkMode = usePreferences((state) => state.darkMode);
  return (
    <Button
      type="text"
      icon={darkMode ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setDarkMode(!darkMode)}
      aria-label={t('layout.darkMode')}
      aria-pressed={darkMode}
      data-testid="dark-mode-toggle"
    />
  );
}
