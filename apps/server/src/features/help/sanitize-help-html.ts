import sanitizeHtml from 'sanitize-html';

/**
 * An article's body as it may be stored and shown: headings, paragraphs, lists, links (https or relative, opened
 * with rel=noopener), emphasis, quotes, code and pictures that are our uploads or https. Scripts, event handlers,
 * styles and every other scheme (javascript:, data:, …) are dropped. `mediaPrefixes`: where our uploads are served.
 */
export function sanitizeHelpHtml(html: string, mediaPrefixes: readonly string[]) {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's'].concat([
      'a',
      'img',
      'blockquote',
      'code',
      'pre',
      'hr',
    ]),
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'title'] },
    allowedSchemes: ['https'],
    // Our own uploads are on http in development; the filter below keeps only those and https pictures.
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.href?.startsWith('https://') ? { target: '_blank' } : {}),
          rel: 'noopener noreferrer',
        },
      }),
    },
    exclusiveFilter: (frame) =>
      frame.tag === 'img' &&
      !(
        frame.attribs.src?.startsWith('https://') ||
        mediaPrefixes.some((prefix) => frame.attribs.src?.startsWith(prefix))
      ),
  });
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The words of a sanitized body, for search and excerpts. */
export function plainTextOf(html: string) {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
