import antdLocale from 'antd/es/locale/lv_LV';
import messages from '../locales/lv/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/lv.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
