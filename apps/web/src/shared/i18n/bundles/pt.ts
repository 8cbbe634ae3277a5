import antdLocale from 'antd/es/locale/pt_BR';
import messages from '../locales/pt/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/pt.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
