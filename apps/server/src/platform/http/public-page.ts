import { authoredLocaleOf, resolveLocale, supportedLocales, type AppLocale } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from './error-handler.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type PageLink = { href: string; label: string; lang?: AppLocale };

/**
 * A whole HTML page for the public, readable without JavaScript or a session (the privacy policy, the terms, a
 * data deletion's status): Meta's review and its crawler open these addresses. `bodyHtml` is already escaped.
 */
export function renderPublicPage(page: { locale: AppLocale; title: string; links: PageLink[]; bodyHtml: string }) {
  const direction = page.locale === 'ar' ? 'rtl' : 'ltr';
  const links = page.links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.href)}"${link.lang ? ` lang="${link.lang}" hreflang="${link.lang}"` : ''}>${escapeHtml(link.label)}</a>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${page.locale}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
:root { color-scheme: light dark; }
body { margin: 0; font: 16px/1.7 system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', sans-serif; background: #f5f5f5; color: #1f1f1f; }
main { max-width: 760px; margin: 0 auto; padding: 32px 20px 48px; }
article { background: #fff; border-radius: 12px; padding: 24px 28px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 28px 0 8px; }
p { margin: 0 0 12px; }
.note { color: #595959; font-size: 14px; }
code { font-size: 15px; display: inline-block; overflow-wrap: anywhere; }
nav { display: flex; gap: 16px; flex-wrap: wrap; margin-bottom: 16px; font-size: 15px; }
a { color: #1554ad; }
@media (prefers-color-scheme: dark) {
  body { background: #000; color: #e8e8e8; }
  article { background: #141414; }
  .note { color: #a6a6a6; }
  a { color: #69b1ff; }
}
</style>
</head>
<body>
<main>
<nav>
${links}
</nav>
<article>
${page.bodyHtml}
</article>
</main>
</body>
</html>
`;
}

/** `?lang=` (a link to the other language), else the browser's languages; Arabic by default. */
export function publicPageLocale(request: FastifyRequest): AppLocale {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string' && (supportedLocales as readonly string[]).includes(asked)) return resolveLocale(asked);
  return authoredLocaleOf(requestLocale(request));
}
