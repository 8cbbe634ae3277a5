import antdLocale from 'antd/es/locale/sk_SK';
import messages from '../locales/sk/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sk.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
