import antdLocale from 'antd/es/locale/id_ID';
import messages from '../locales/id/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/id.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
