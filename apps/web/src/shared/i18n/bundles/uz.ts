import antdLocale from 'antd/es/locale/uz_UZ';
import messages from '../locales/uz/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/uz.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
