import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interfaceLocales, type AppLocale } from '@app/contract';
import { registerTranslations, sourceTextOf, type AuthoredText } from '@app/contract/i18n/translations';
import { orderFormSourceTexts } from '@app/contract/order-form-rules';
import { validationSourceTexts } from '@app/contract/validation/messages';
import { subscribersCsvSourceTexts } from '../../features/inbox/subscribers/subscribers-csv.ts';
import { notificationSourceTexts } from '../../features/notifications/notification-templates.ts';
import { ordersCsvSourceTexts } from '../../features/orders/requests/orders-csv.ts';
import { orderStatusSourceTexts } from '../../features/orders/requests/status-texts.ts';
import { resetMailSourceTexts } from '../../features/profile/reset-mail.ts';
import { sendingPauseSourceTexts } from '../../features/replies/pages/page-sending-pause.ts';
import { metaErrorSourceTexts } from '../meta/meta-errors.ts';
import { flowBranchTexts } from './flow-problem-messages.ts';
import { messageTexts } from './messages.ts';
import { variantsOf } from './variants.ts';

/** Where the server's translations are: `<locale>.json`, flat `key → text` catalogues. */
export const serverTranslationsDir = join(import.meta.dirname, 'translations');
/** The contract's own texts (validation), shared with the web app. */
export const contractTranslationsDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  'packages',
  'contract',
  'src',
  'i18n',
  'translations',
);

function messageSourceTexts(locale: AppLocale): Record<string, AuthoredText> {
  const texts: Record<string, AuthoredText> = {};
  for (const [key, text] of Object.entries(messageTexts[locale])) {
    texts[`messages.${key}`] = text;
    for (const [value, variant] of Object.entries(variantsOf(text)?.variantTexts ?? {})) {
      texts[`messages.${key}.${value}`] = variant;
    }
  }
  for (const [key, text] of Object.entries(flowBranchTexts[locale])) texts[`flowBranch.${key}`] = text;
  return texts;
}

const asSource = (texts: Record<string, AuthoredText>) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, sourceTextOf(text)]));

/** Every text the server writes, authored in `locale`, with `{{param}}` placeholders: what translators translate. */
export function serverSourceTexts(locale: AppLocale): Record<string, string> {
  return asSource({
    ...messageSourceTexts(locale),
    ...metaErrorSourceTexts(locale),
    ...sendingPauseSourceTexts(locale),
    ...notificationSourceTexts(locale),
    ...orderStatusSourceTexts(locale),
    ...subscribersCsvSourceTexts(locale),
    ...ordersCsvSourceTexts(locale),
    ...resetMailSourceTexts(locale),
  });
}

/** The contract's texts authored in `locale`: validation, the default order form (the web app shows them too). */
export function contractSourceTexts(locale: AppLocale): Record<string, string> {
  return asSource({ ...validationSourceTexts(locale), ...orderFormSourceTexts(locale) });
}

export function readTranslations(dir: string, locale: string): Record<string, string> | null {
  const file = join(dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

export function translatedServerLocales(): string[] {
  if (!existsSync(serverTranslationsDir)) return [];
  return readdirSync(serverTranslationsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((locale) => (interfaceLocales as readonly string[]).includes(locale));
}

let loaded = false;

/** Registers every translated language's server and contract texts (once): the server then answers in them. */
export function loadServerTranslations(): void {
  if (loaded) return;
  loaded = true;
  for (const locale of interfaceLocales) {
    if (locale === 'ar' || locale === 'en') continue;
    const server = readTranslations(serverTranslationsDir, locale);
    const contract = readTranslations(contractTranslationsDir, locale);
    if (server || contract) registerTranslations(locale, { ...contract, ...server });
  }
}
