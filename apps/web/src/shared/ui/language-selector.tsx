import './language-selector.css';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import { selectableLocales } from '../i18n/locale-bundles.ts';
import { languageNameIn, searchLanguages } from '../i18n/language-search.ts';
import { findLocale } from '../i18n/locale-registry.ts';
import { usePreferences } from '../session/preferences-store.ts';
import { popupHostOf } from './popup-host.ts';

const selectable = selectableLocales();

export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const [switching, setSwitching] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const current = findLocale(locale);
  const matching = useMemo(() => searchLanguages(selectable, query, locale), [query, locale]);

  const selectLocale = async (id: string) => {
    setOpen(false);
    setQuery('');
    setSwitching(true);
    try {
      await changeLocale(id);
    } finally {
      setSwitching(false);
    }
  };

  const items = matching.map((entry) => ({
    key: entry.id,
    label: (
      <span className="language-option" data-locale={entry.id}>
        <span aria-hidden>{entry.flag}</span>
        <span lang={entry.id} dir="auto">
          {entry.name}
        </span>
        {entry.id !== locale ? <span className="language-option-local">{languageNameIn(entry.id, locale)}</span> : null}
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={popupHostOf}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
      menu={{ items, selectable: true, selectedKeys: [locale], onClick: ({ key }) => void selectLocale(key) }}
      popupRender={(menu) => (
        <div className="language-panel" data-testid="language-panel">
          <Input.Search
            autoFocus
            allowClear
            value={query}
            placeholder={t('layout.languageSearch')}
            aria-label={t('layout.languageSearch')}
            onChange={(event) => setQuery(event.target.value)}
            onSearch={() => (matching[0] ? void selectLocale(matching[0].id) : undefined)}
            data-testid="language-search"
          />
          {matching.length > 0 ? (
            menu
          ) : (
            <div className="language-none" role="status">
              {t('layout.languageNone', { query: query.trim() })}
            </div>
          )}
        </div>
      )}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        loading={switching}
        aria-label={compact || !current ? t('layout.language') : t('layout.languageCurrent', { name: current.name })}
        data-testid="language-selector"
      >
        {compact ? null : <span lang={current?.id}>{current ? `${current.flag} ${current.name}` : locale}</span>}
      </Button>
    </Dropdown>
  );
}
