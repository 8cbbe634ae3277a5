import antdLocale from 'antd/es/locale/hi_IN';
import messages from '../locales/hi/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/hi.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
