import serbianLatin from 'antd/es/locale/sr_RS';
import messages from '../locales/sr/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/sr.json';
import { toSerbianCyrillic } from '../serbian-cyrillic.ts';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale: toSerbianCyrillic(serbianLatin), validation };
