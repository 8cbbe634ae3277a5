import antdLocale from 'antd/es/locale/hr_HR';
import messages from '../locales/hr/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/hr.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
