import antdLocale from 'antd/es/locale/ar_EG';
import messages from '../locales/ar/common.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale };
