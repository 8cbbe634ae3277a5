import type { InterfaceLocale } from '@app/contract';

type Loader = () => Promise<ILocale>;

const stock =
  (load: () => Promise<{ default: ILocale }>): Loader =>
  () =>
    load().then((module) => module.default);

// dayjs's short Arabic weekdays lack the article ("أحد 29 نوفمبر"); Arabic dates name the day in full ("الأحد").
const arabic: Loader = () =>
  import('dayjs/locale/ar').then((module) => ({ ...module.default, weekdaysShort: module.default.weekdays }));

// The localized formats (L, LL…) of the languages defined here: without them dayjs's localizedFormat fails.
const dayFirstFormats = {
  LT: 'HH:mm',
  LTS: 'HH:mm:ss',
  L: 'DD.MM.YYYY',
  LL: 'D MMMM YYYY',
  LLL: 'D MMMM YYYY HH:mm',
  LLLL: 'dddd, D MMMM YYYY HH:mm',
};

/** dayjs's "ku" is Sorani in Arabic letters; our Kurdish is Kurmanji in Latin letters. */
const kurmanji: Loader = () =>
  import('dayjs/locale/en').then((module) => ({
    ...module.default,
    name: 'ku-kmr',
    months: 'Çile_Sibat_Adar_Nîsan_Gulan_Hezîran_Tîrmeh_Tebax_Îlon_Cotmeh_Mijdar_Berfanbar'.split('_'),
    monthsShort: 'Çil_Sib_Ada_Nîs_Gul_Hez_Tîr_Teb_Îlo_Cot_Mij_Ber'.split('_'),
    weekdays: 'Yekşem_Duşem_Sêşem_Çarşem_Pêncşem_În_Şemî'.split('_'),
    weekdaysShort: 'Yek_Du_Sê_Çar_Pên_În_Şem'.split('_'),
    weekdaysMin: 'Ye_Du_Sê_Ça_Pê_În_Şe'.split('_'),
    weekStart: 1,
    ordinal: (n: number) => `${n}.`,
    formats: dayFirstFormats,
  }));

/** dayjs has no Somali. */
const somali: Loader = () =>
  import('dayjs/locale/en').then((module) => ({
    ...module.default,
    name: 'so',
    months: 'Janaayo_Febraayo_Maarso_Abriil_May_Juun_Luuliyo_Ogost_Sebtembar_Oktoobar_Nofembar_Desembar'.split('_'),
    monthsShort: 'Jan_Feb_Mar_Abr_May_Jun_Lul_Ogs_Seb_Okt_Nof_Des'.split('_'),
    weekdays: 'Axad_Isniin_Talaado_Arbaco_Khamiis_Jimco_Sabti'.split('_'),
    weekdaysShort: 'Axd_Isn_Tal_Arb_Kha_Jim_Sab'.split('_'),
    weekdaysMin: 'Ax_Is_Ta_Ar_Kh_Ji_Sa'.split('_'),
    weekStart: 6,
    ordinal: (n: number) => `${n}.`,
    formats: dayFirstFormats,
  }));

/** Calendar names for every interface language, loaded with the dashboard (English is dayjs's own, built in). */
export const dayjsLocaleLoaders: Record<Exclude<InterfaceLocale, 'en'>, Loader> = {
  ar: arabic,
  fr: stock(() => import('dayjs/locale/fr')),
  de: stock(() => import('dayjs/locale/de')),
  es: stock(() => import('dayjs/locale/es')),
  pt: stock(() => import('dayjs/locale/pt-br')),
  it: stock(() => import('dayjs/locale/it')),
  nl: stock(() => import('dayjs/locale/nl')),
  tr: stock(() => import('dayjs/locale/tr')),
  ru: stock(() => import('dayjs/locale/ru')),
  uk: stock(() => import('dayjs/locale/uk')),
  pl: stock(() => import('dayjs/locale/pl')),
  cs: stock(() => import('dayjs/locale/cs')),
  sk: stock(() => import('dayjs/locale/sk')),
  hu: stock(() => import('dayjs/locale/hu')),
  ro: stock(() => import('dayjs/locale/ro')),
  bg: stock(() => import('dayjs/locale/bg')),
  el: stock(() => import('dayjs/locale/el')),
  sr: stock(() => import('dayjs/locale/sr-cyrl')),
  hr: stock(() => import('dayjs/locale/hr')),
  sl: stock(() => import('dayjs/locale/sl')),
  bs: stock(() => import('dayjs/locale/bs')),
  sq: stock(() => import('dayjs/locale/sq')),
  mk: stock(() => import('dayjs/locale/mk')),
  sv: stock(() => import('dayjs/locale/sv')),
  da: stock(() => import('dayjs/locale/da')),
  nb: stock(() => import('dayjs/locale/nb')),
  fi: stock(() => import('dayjs/locale/fi')),
  et: stock(() => import('dayjs/locale/et')),
  lv: stock(() => import('dayjs/locale/lv')),
  lt: stock(() => import('dayjs/locale/lt')),
  ka: stock(() => import('dayjs/locale/ka')),
  hy: stock(() => import('dayjs/locale/hy-am')),
  az: stock(() => import('dayjs/locale/az')),
  kk: stock(() => import('dayjs/locale/kk')),
  uz: stock(() => import('dayjs/locale/uz-latn')),
  fa: stock(() => import('dayjs/locale/fa')),
  ur: stock(() => import('dayjs/locale/ur')),
  he: stock(() => import('dayjs/locale/he')),
  ku: kurmanji,
  // dayjs's "ku" is Sorani, the Kurdish of this code.
  ckb: stock(() => import('dayjs/locale/ku')),
  hi: stock(() => import('dayjs/locale/hi')),
  bn: stock(() => import('dayjs/locale/bn')),
  id: stock(() => import('dayjs/locale/id')),
  ms: stock(() => import('dayjs/locale/ms')),
  th: stock(() => import('dayjs/locale/th')),
  vi: stock(() => import('dayjs/locale/vi')),
  zh: stock(() => import('dayjs/locale/zh-cn')),
  ja: stock(() => import('dayjs/locale/ja')),
  ko: stock(() => import('dayjs/locale/ko')),
  sw: stock(() => import('dayjs/locale/sw')),
  am: stock(() => import('dayjs/locale/am')),
  so: somali,
};
