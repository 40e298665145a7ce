// The one rich text of Vitrina: a blog post's body (docs/decisions.md "Blog bodies are the one rich text";
// every other entered text is plain, spec §5). This is the allowlist of that HTML, as plain data, so the
// API's sanitiser (sanitize-html, on write) and the back office's preview (DOMPurify) keep exactly the
// same tags, attributes and URLs. Anything else — scripts, event handlers, style, iframes, forms, other
// URL schemes — is dropped. Links never carry a target, so no opened page gets a handle on ours.

export type RichTextTag = (typeof RICH_TEXT_ALLOWLIST.tags)[number];

export const RICH_TEXT_ALLOWLIST = {
  /** Elements kept; any other element is removed (its text kept, except for script-like ones). */
  tags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'strong', 'em', 's', 'code', 'pre', 'br', 'hr'],
  /** Attributes kept, per element; every other attribute (on*, style, class, target…) is removed. */
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
  },
  /** Attributes that hold a URL, checked with `isAllowedRichTextUrl`. */
  urlAttributes: { a: 'href', img: 'src' },
  /** URL schemes of a link's href; a same-site path (`/…`) or a fragment (`#…`) is also allowed. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** URL schemes of an image's src; a same-site path (`/…`, an upload of the site) is also allowed. */
  imageSchemes: ['http', 'https'],
  /** An image's width and height: a number of pixels. */
  dimensionPattern: /^[0-9]{1,4}$/,
  /** Elements dropped with everything inside them (their text is code or styling, not content). */
  droppedWithContent: [
    'script',
    'style',
    'textarea',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
} as const;

// Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether `url` (already entity-decoded, as a parser reads it) may stay on the element: a link may use the
 * link schemes, a same-site path or a fragment; an image the image schemes or a same-site path. A
 * protocol-relative `//host` or `/\host` (another site) and any other relative URL are refused.
 */
export function isAllowedRichTextUrl(tag: 'a' | 'img', url: string): boolean {
  const compact = url.replace(IGNORED_IN_URL, '');
  if (compact === '') return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const schemes: readonly string[] = tag === 'a' ? RICH_TEXT_ALLOWLIST.linkSchemes : RICH_TEXT_ALLOWLIST.imageSchemes;
    return schemes.includes(scheme);
  }
  if (compact.startsWith('/')) return !compact.startsWith('//') && !compact.startsWith('/\\');
  return tag === 'a' && compact.startsWith('#');
}
