import antdLocale from 'antd/es/locale/bn_BD';
import messages from '../locales/bn/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/bn.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
