import english from 'antd/es/locale/en_US';
import messages from '../locales/sw/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sw.json';
import { ownAntdStrings } from '../antd-own-packs.ts';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale: ownAntdStrings(english, 'sw'), validation };
