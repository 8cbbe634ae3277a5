import antdLocale from 'antd/es/locale/de_DE';
import messages from '../locales/de/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/de.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
