import antdLocale from 'antd/es/locale/fa_IR';
import messages from '../locales/fa/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/fa.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
