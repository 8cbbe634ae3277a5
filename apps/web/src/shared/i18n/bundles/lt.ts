import antdLocale from 'antd/es/locale/lt_LT';
import messages from '../locales/lt/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/lt.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
