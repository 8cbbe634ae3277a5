import antdLocale from 'antd/es/locale/ru_RU';
import messages from '../locales/ru/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ru.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
