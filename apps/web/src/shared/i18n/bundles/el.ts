import antdLocale from 'antd/es/locale/el_GR';
import messages from '../locales/el/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/el.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
