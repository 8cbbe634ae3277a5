import antdLocale from 'antd/es/locale/es_ES';
import messages from '../locales/es/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/es.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
