import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import { hasLocaleBundle } from '../i18n/locale-bundles.ts';
import { findLocale, localeRegistry } from '../i18n/locale-registry.ts';
import { usePreferences } from '../session/preferences-store.ts';

const selectableLocales = localeRegistry.filter((entry) => hasLocaleBundle(entry.id));

export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const [switching, setSwitching] = useState(false);
  const current = findLocale(locale);

  const items = selectableLocales.map((entry) => ({
    key: entry.id,
    label: (
      <span lang={entry.id} dir="auto" data-locale={entry.id}>
        {entry.name}
      </span>
    ),
  }));

  const selectLocale = async (id: string) => {
    setSwitching(true);
    try {
      await changeLocale(id);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: true, selectedKeys: [locale], onClick: ({ key }) => void selectLocale(key) }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        loading={switching}
        aria-label={compact || !current ? t('layout.language') : t('layout.languageCurrent', { name: current.name })}
        data-testid="language-selector"
      >
        {compact ? null : <span lang={current?.id}>{current?.name ?? locale}</span>}
      </Button>
    </Dropdown>
  );
}
