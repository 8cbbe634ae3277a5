import antdLocale from 'antd/es/locale/ko_KR';
import messages from '../locales/ko/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/ko.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
