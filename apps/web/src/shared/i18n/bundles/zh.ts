import antdLocale from 'antd/es/locale/zh_CN';
import messages from '../locales/zh/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/zh.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
