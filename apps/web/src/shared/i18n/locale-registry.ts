import { isRtl, type InterfaceLocale } from '@app/contract';

export type LocaleEntry = { id: InterfaceLocale; name: string; flag: string };

/** Interface languages the product is prepared for (spec section 3's Locale); each is selectable once its messages exist. */
export const localeRegistry: readonly LocaleEntry[] = [
  { id: 'ar', name: 'العربية', flag: '🇸🇦' },
  { id: 'en', name: 'English', flag: '🇬🇧' },
  { id: 'fr', name: 'Français', flag: '🇫🇷' },
  { id: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { id: 'es', name: 'Español', flag: '🇪🇸' },
  { id: 'pt', name: 'Português', flag: '🇧🇷' },
  { id: 'it', name: 'Italiano', flag: '🇮🇹' },
  { id: 'nl', name: 'Nederlands', flag: '🇳🇱' },
  { id: 'tr', name: 'Türkçe', flag: '🇹🇷' },
  { id: 'ru', name: 'Русский', flag: '🇷🇺' },
  { id: 'uk', name: 'Українська', flag: '🇺🇦' },
  { id: 'pl', name: 'Polski', flag: '🇵🇱' },
  { id: 'cs', name: 'Čeština', flag: '🇨🇿' },
  { id: 'sk', name: 'Slovenčina', flag: '🇸🇰' },
  { id: 'hu', name: 'Magyar', flag: '🇭🇺' },
  { id: 'ro', name: 'Română', flag: '🇷🇴' },
  { id: 'bg', name: 'Български', flag: '🇧🇬' },
  { id: 'el', name: 'Ελληνικά', flag: '🇬🇷' },
  { id: 'sr', name: 'Српски', flag: '🇷🇸' },
  { id: 'hr', name: 'Hrvatski', flag: '🇭🇷' },
  { id: 'sl', name: 'Slovenščina', flag: '🇸🇮' },
  { id: 'bs', name: 'Bosanski', flag: '🇧🇦' },
  { id: 'sq', name: 'Shqip', flag: '🇦🇱' },
  { id: 'mk', name: 'Македонски', flag: '🇲🇰' },
  { id: 'sv', name: 'Svenska', flag: '🇸🇪' },
  { id: 'da', name: 'Dansk', flag: '🇩🇰' },
  { id: 'nb', name: 'Norsk bokmål', flag: '🇳🇴' },
  { id: 'fi', name: 'Suomi', flag: '🇫🇮' },
  { id: 'et', name: 'Eesti', flag: '🇪🇪' },
  { id: 'lv', name: 'Latviešu', flag: '🇱🇻' },
  { id: 'lt', name: 'Lietuvių', flag: '🇱🇹' },
  { id: 'ka', name: 'ქართული', flag: '🇬🇪' },
  { id: 'hy', name: 'Հայերեն', flag: '🇦🇲' },
  { id: 'az', name: 'Azərbaycan', flag: '🇦🇿' },
  { id: 'kk', name: 'Қазақ', flag: '🇰🇿' },
  { id: 'uz', name: 'Oʻzbek', flag: '🇺🇿' },
  { id: 'fa', name: 'فارسی', flag: '🇮🇷' },
  { id: 'ur', name: 'اردو', flag: '🇵🇰' },
  { id: 'he', name: 'עברית', flag: '🇮🇱' },
  { id: 'ku', name: 'Kurdî (Kurmancî)', flag: '🏳️' },
  { id: 'ckb', name: 'کوردیی ناوەندی', flag: '🇮🇶' },
  { id: 'hi', name: 'हिन्दी', flag: '🇮🇳' },
  { id: 'bn', name: 'বাংলা', flag: '🇧🇩' },
  { id: 'id', name: 'Bahasa Indonesia', flag: '🇮🇩' },
  { id: 'ms', name: 'Bahasa Melayu', flag: '🇲🇾' },
  { id: 'th', name: 'ไทย', flag: '🇹🇭' },
  { id: 'vi', name: 'Tiếng Việt', flag: '🇻🇳' },
  { id: 'zh', name: '中文', flag: '🇨🇳' },
  { id: 'ja', name: '日本語', flag: '🇯🇵' },
  { id: 'ko', name: '한국어', flag: '🇰🇷' },
  { id: 'sw', name: 'Kiswahili', flag: '🇰🇪' },
  { id: 'am', name: 'አማርኛ', flag: '🇪🇹' },
  { id: 'so', name: 'Soomaali', flag: '🇸🇴' },
];

export { defaultLocale, fallbackLocale } from '@app/contract';

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

export function findLocale(id: string | null | undefined): LocaleEntry | undefined {
  return localeRegistry.find((entry) => entry.id === id);
}
