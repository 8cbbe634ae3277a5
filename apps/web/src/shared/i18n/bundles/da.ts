import antdLocale from 'antd/es/locale/da_DK';
import messages from '../locales/da/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/da.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
