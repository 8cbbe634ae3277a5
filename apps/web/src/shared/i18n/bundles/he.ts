import antdLocale from 'antd/es/locale/he_IL';
import messages from '../locales/he/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/he.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
