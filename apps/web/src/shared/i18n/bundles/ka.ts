import antdLocale from 'antd/es/locale/ka_GE';
import messages from '../locales/ka/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ka.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
