import english from 'antd/es/locale/en_US';
import messages from '../locales/so/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/so.json';
import { ownAntdStrings } from '../antd-own-packs.ts';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale: ownAntdStrings(english, 'so'), validation };
