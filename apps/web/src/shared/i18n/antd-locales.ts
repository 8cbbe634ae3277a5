import type { InterfaceLocale } from '@app/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { OwnPackLocale } from './antd-own-packs.ts';

type Loader = () => Promise<AntdLocale>;
type PickerLocale = NonNullable<AntdLocale['DatePicker']>;

const stock =
  (load: () => Promise<{ default: AntdLocale }>): Loader =>
  () =>
    load().then((module) => module.default);

/**
 * Ant Design's Arabic calendar heads its 36-pixel columns with whole day names ("الثلاثاء"), which run into one
 * another: Arabic calendars head them with each name's first letter. Its "now" also lacks the madda.
 */
function withArabicCalendarHeads(picker: PickerLocale): PickerLocale {
  return { ...picker, lang: { ...picker.lang, shortWeekDays: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'], now: 'الآن' } };
}

const arabic: Loader = async () => {
  const { default: locale } = await import('antd/es/locale/ar_EG');
  return { ...locale, DatePicker: withArabicCalendarHeads(locale.DatePicker!) };
};

/** Ant Design's Serbian is in Latin letters; ours is in Cyrillic, and the two scripts map letter for letter. */
const serbianCyrillic: Loader = async () => {
  const [{ default: locale }, { toSerbianCyrillic }] = await Promise.all([
    import('antd/es/locale/sr_RS'),
    import('./serbian-cyrillic.ts'),
  ]);
  return toSerbianCyrillic(locale);
};

/** Languages Ant Design has no pack for: its visible strings in ours, the rest as in English. */
const ownPack =
  (locale: OwnPackLocale): Loader =>
  async () => {
    const [{ default: english }, { ownAntdStrings }] = await Promise.all([
      import('antd/es/locale/en_US'),
      import('./antd-own-packs.ts'),
    ]);
    return ownAntdStrings(english, locale);
  };

/** Ant Design's own strings (dialogs, tables, pickers, pagination) for every interface language, loaded with it. */
export const antdLocaleLoaders: Record<InterfaceLocale, Loader> = {
  ar: arabic,
  en: stock(() => import('antd/es/locale/en_US')),
  fr: stock(() => import('antd/es/locale/fr_FR')),
  de: stock(() => import('antd/es/locale/de_DE')),
  es: stock(() => import('antd/es/locale/es_ES')),
  pt: stock(() => import('antd/es/locale/pt_BR')),
  it: stock(() => import('antd/es/locale/it_IT')),
  nl: stock(() => import('antd/es/locale/nl_NL')),
  tr: stock(() => import('antd/es/locale/tr_TR')),
  ru: stock(() => import('antd/es/locale/ru_RU')),
  uk: stock(() => import('antd/es/locale/uk_UA')),
  pl: stock(() => import('antd/es/locale/pl_PL')),
  cs: stock(() => import('antd/es/locale/cs_CZ')),
  sk: stock(() => import('antd/es/locale/sk_SK')),
  hu: stock(() => import('antd/es/locale/hu_HU')),
  ro: stock(() => import('antd/es/locale/ro_RO')),
  bg: stock(() => import('antd/es/locale/bg_BG')),
  el: stock(() => import('antd/es/locale/el_GR')),
  sr: serbianCyrillic,
  hr: stock(() => import('antd/es/locale/hr_HR')),
  sl: stock(() => import('antd/es/locale/sl_SI')),
  // Bosnian has no pack of its own; the Croatian one's words are the same in Bosnian.
  bs: stock(() => import('antd/es/locale/hr_HR')),
  sq: stock(() => import('antd/es/locale/sq_AL')),
  mk: stock(() => import('antd/es/locale/mk_MK')),
  sv: stock(() => import('antd/es/locale/sv_SE')),
  da: stock(() => import('antd/es/locale/da_DK')),
  nb: stock(() => import('antd/es/locale/nb_NO')),
  fi: stock(() => import('antd/es/locale/fi_FI')),
  et: stock(() => import('antd/es/locale/et_EE')),
  lv: stock(() => import('antd/es/locale/lv_LV')),
  lt: stock(() => import('antd/es/locale/lt_LT')),
  ka: stock(() => import('antd/es/locale/ka_GE')),
  hy: stock(() => import('antd/es/locale/hy_AM')),
  az: stock(() => import('antd/es/locale/az_AZ')),
  kk: stock(() => import('antd/es/locale/kk_KZ')),
  uz: stock(() => import('antd/es/locale/uz_UZ')),
  fa: stock(() => import('antd/es/locale/fa_IR')),
  ur: stock(() => import('antd/es/locale/ur_PK')),
  he: stock(() => import('antd/es/locale/he_IL')),
  ku: stock(() => import('antd/es/locale/kmr_IQ')),
  ckb: ownPack('ckb'),
  hi: stock(() => import('antd/es/locale/hi_IN')),
  bn: stock(() => import('antd/es/locale/bn_BD')),
  id: stock(() => import('antd/es/locale/id_ID')),
  ms: stock(() => import('antd/es/locale/ms_MY')),
  th: stock(() => import('antd/es/locale/th_TH')),
  vi: stock(() => import('antd/es/locale/vi_VN')),
  zh: stock(() => import('antd/es/locale/zh_CN')),
  ja: stock(() => import('antd/es/locale/ja_JP')),
  ko: stock(() => import('antd/es/locale/ko_KR')),
  sw: ownPack('sw'),
  am: ownPack('am'),
  so: ownPack('so'),
};
