import antdLocale from 'antd/es/locale/sl_SI';
import messages from '../locales/sl/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sl.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
