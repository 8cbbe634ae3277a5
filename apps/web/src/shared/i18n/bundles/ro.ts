import antdLocale from 'antd/es/locale/ro_RO';
import messages from '../locales/ro/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ro.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
