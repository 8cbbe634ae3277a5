import { isRtl } from '@app/contract';

/**
 * An article's body: HTML the server sanitized on every write (no scripts, handlers, styles or foreign schemes),
 * laid out in its own language's direction whatever the interface's.
 */
export function HelpArticleBody({ html, locale }: { html: string; locale: string }) {
  return (
    <div
      className="help-article-body"
      lang={locale}
      dir={isRtl(locale) ? 'rtl' : 'ltr'}
      data-testid="help-article-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
