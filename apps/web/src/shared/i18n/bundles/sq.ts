import antdLocale from 'antd/es/locale/sq_AL';
import messages from '../locales/sq/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sq.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
