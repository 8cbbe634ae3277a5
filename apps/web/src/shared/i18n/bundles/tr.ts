import antdLocale from 'antd/es/locale/tr_TR';
import messages from '../locales/tr/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/tr.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
