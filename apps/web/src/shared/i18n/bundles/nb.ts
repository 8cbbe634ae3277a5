import antdLocale from 'antd/es/locale/nb_NO';
import messages from '../locales/nb/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/nb.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
