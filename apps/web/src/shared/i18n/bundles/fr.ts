import antdLocale from 'antd/es/locale/fr_FR';
import messages from '../locales/fr/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/fr.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
