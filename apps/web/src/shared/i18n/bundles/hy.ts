import antdLocale from 'antd/es/locale/hy_AM';
import messages from '../locales/hy/common.json';
import validation from '../../../../../../packages/contract/src/i18n/translations/hy.json';
import type { LocaleBundle } from '../locale-bundles.ts';

export const localeBundle: LocaleBundle = { messages, antdLocale, validation };
