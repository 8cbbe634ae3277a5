import './locale-select.css';
import { GlobalOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n.ts';
import { selectableLocales } from '../i18n/locale-bundles.ts';
import { usePreferences } from '../session/preferences-store.ts';

const selectable = selectableLocales();

/** A native select: the login page needs a language picker without paying for antd's menu in its bundle. */
export function LocaleSelect() {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const [switching, setSwitching] = useState(false);

  return (
    <label className="locale-select" data-switching={switching || undefined}>
      <GlobalOutlined aria-hidden />
      <select
        value={locale}
        aria-label={t('layout.language')}
        data-testid="locale-select"
        disabled={switching}
        onChange={(event) => {
          setSwitching(true);
          void changeLocale(event.target.value).finally(() => setSwitching(false));
        }}
      >
        {selectable.map((entry) => (
          <option key={entry.id} value={entry.id} lang={entry.id}>
            {entry.flag} {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}
