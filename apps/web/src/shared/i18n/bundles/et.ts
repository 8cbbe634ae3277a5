import antdLocale from 'antd/es/locale/et_EE';
import messages from '../locales/et/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/et.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
