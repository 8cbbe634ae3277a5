import antdLocale from 'antd/es/locale/ms_MY';
import messages from '../locales/ms/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ms.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
