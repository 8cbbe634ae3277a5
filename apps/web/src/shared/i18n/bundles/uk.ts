import antdLocale from 'antd/es/locale/uk_UA';
import messages from '../locales/uk/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/uk.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
