import antdLocale from 'antd/es/locale/sv_SE';
import messages from '../locales/sv/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sv.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
