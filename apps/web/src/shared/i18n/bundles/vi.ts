import antdLocale from 'antd/es/locale/vi_VN';
import messages from '../locales/vi/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/vi.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
