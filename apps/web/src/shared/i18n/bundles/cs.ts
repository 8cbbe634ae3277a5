import antdLocale from 'antd/es/locale/cs_CZ';
import messages from '../locales/cs/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/cs.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
