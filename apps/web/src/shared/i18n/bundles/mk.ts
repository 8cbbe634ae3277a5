import antdLocale from 'antd/es/locale/mk_MK';
import messages from '../locales/mk/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/mk.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
