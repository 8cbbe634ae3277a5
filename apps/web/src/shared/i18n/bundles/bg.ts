import antdLocale from 'antd/es/locale/bg_BG';
import messages from '../locales/bg/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/bg.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
