import antdLocale from 'antd/es/locale/ur_PK';
import messages from '../locales/ur/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ur.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
