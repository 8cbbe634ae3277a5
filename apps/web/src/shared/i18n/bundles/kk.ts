import antdLocale from 'antd/es/locale/kk_KZ';
import messages from '../locales/kk/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/kk.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
