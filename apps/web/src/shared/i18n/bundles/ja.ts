import antdLocale from 'antd/es/locale/ja_JP';
import messages from '../locales/ja/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ja.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
