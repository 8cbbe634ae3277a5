import stockAntdLocale from 'antd/es/locale/ar_EG';
import messages from '../locales/ar/common.json';
import type { LocaleBundle } from '../locale-bundles.ts';

type PickerLocale = NonNullable<typeof stockAntdLocale.DatePicker>;

/**
 * Ant Design's Arabic calendar heads its 36-pixel columns with whole day names ("الثلاثاء"), which run into one
 * another: Arabic calendars head them with each name's first letter. Its "now" also lacks the madda.
 */
function withArabicCalendarHeads(picker: PickerLocale): PickerLocale {
  return { ...picker, lang: { ...picker.lang, shortWeekDays: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'], now: 'الآن' } };
}

const antdLocale = { ...stockAntdLocale, DatePicker: withArabicCalendarHeads(stockAntdLocale.DatePicker!) };

export const localeBundle: LocaleBundle = { messages, antdLocale, validation: null };
