import antdLocale from 'antd/es/locale/en_US';
import messages from '../locales/en/common.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation: null };
