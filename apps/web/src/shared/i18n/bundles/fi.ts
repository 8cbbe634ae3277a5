import antdLocale from 'antd/es/locale/fi_FI';
import messages from '../locales/fi/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/fi.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
