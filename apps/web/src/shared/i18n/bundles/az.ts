import antdLocale from 'antd/es/locale/az_AZ';
import messages from '../locales/az/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/az.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
