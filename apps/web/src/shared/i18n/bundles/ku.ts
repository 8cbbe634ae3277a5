import antdLocale from 'antd/es/locale/kmr_IQ';
import messages from '../locales/ku/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ku.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
