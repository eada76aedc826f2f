import sanitize from 'sanitize-html';

/**
 * The HTML that rich text (pages' descriptions, room descriptions) may hold: an allow-list of text and
 * structure tags, links to http(s), mail and phone, images from the site's own paths only (`/api/images/…`:
 * an image from another origin would tell it who reads the page, a tracking pixel). Scripts, styles, event
 * handlers, frames, forms, other images and `javascript:` URLs are removed, not escaped. The browser sanitises again
 * before rendering (packages/ui SafeHtml).
 */
const isOwnImagePath = (src: string | undefined): boolean =>
  src !== undefined && src.trim() !== '' && !src.includes('\\') && !/^\s*\/\//.test(src);

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // An image left without a source of ours goes whole; `/\host` is read by browsers as `//host`.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImagePath(frame.attribs.src),
  disallowedTagsMode: 'discard',
  // Text inside these is code or markup, never content: it goes with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on this one.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Text shown as text (the hotel's replies): markup removed, with what scripts and styles held, and control
 * characters other than line breaks and tabs dropped. The screens escape it when they draw it.
 */
export function sanitizePlainText(text: string): string {
  const stripped = sanitize(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: OPTIONS.nonTextTags ?? [],
  });
  return (
    stripped
      .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .trim()
  );
}
