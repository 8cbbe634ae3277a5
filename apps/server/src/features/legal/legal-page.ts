import type { AppLocale } from '@app/contract';
import { escapeHtml, renderPublicPage } from '../../platform/http/public-page.ts';
import { legalText, legalTextsUpdated, operatorName, type LegalDocument, type Operator } from './legal-texts.ts';

const otherDocument: Record<LegalDocument, LegalDocument> = { privacy: 'terms', terms: 'privacy' };
const languageName: Record<AppLocale, string> = { ar: 'العربية', en: 'English' };

export function renderLegalPage(document: LegalDocument, locale: AppLocale, operator: Operator): string {
  const text = legalText(document, locale, operator);
  const other = legalText(otherDocument[document], locale, operator);
  const otherLocale: AppLocale = locale === 'ar' ? 'en' : 'ar';
  const name = operatorName(locale, operator);
  const sections = text.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2>${section.paragraphs
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join('')}</section>`,
    )
    .join('');
  return renderPublicPage({
    locale,
    title: `${text.title} · ${name}`,
    links: [
      { href: '/', label: name },
      { href: `/${otherDocument[document]}?lang=${locale}`, label: other.title },
      { href: `/${document}?lang=${otherLocale}`, label: languageName[otherLocale], lang: otherLocale },
    ],
    bodyHtml: `<h1>${escapeHtml(text.title)}</h1>
<p class="note">${escapeHtml(text.updated)}: <time datetime="${legalTextsUpdated}">${legalTextsUpdated}</time></p>
${sections}`,
  });
}
