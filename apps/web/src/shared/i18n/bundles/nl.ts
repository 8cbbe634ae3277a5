import antdLocale from 'antd/es/locale/nl_NL';
import messages from '../locales/nl/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/nl.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
