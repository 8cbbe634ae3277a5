import antdLocale from 'antd/es/locale/hu_HU';
import messages from '../locales/hu/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/hu.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
