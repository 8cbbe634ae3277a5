import antdLocale from 'antd/es/locale/pl_PL';
import messages from '../locales/pl/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/pl.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
