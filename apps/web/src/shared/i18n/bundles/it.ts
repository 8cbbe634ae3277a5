import antdLocale from 'antd/es/locale/it_IT';
import messages from '../locales/it/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/it.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
