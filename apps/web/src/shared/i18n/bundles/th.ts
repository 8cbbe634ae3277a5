import antdLocale from 'antd/es/locale/th_TH';
import messages from '../locales/th/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/th.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
