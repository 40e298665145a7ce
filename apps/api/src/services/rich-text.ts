// The server side of the one rich text (docs/decisions.md "Blog bodies are the one rich text"): a blog
// post's body is sanitised with sanitize-html configured from validation's RICH_TEXT_ALLOWLIST before it is
// stored, and rendered as stored. Elements outside the list are removed (their text kept; script-like ones
// with their content), every attribute outside the list goes (on*, style, target…), and a URL must pass
// `isAllowedRichTextUrl` (entity-decoded, as a browser reads it) or its attribute is dropped — an image
// without a source is dropped whole.
import { RICH_TEXT_ALLOWLIST, isAllowedRichTextUrl } from '@vitrina/validation';
import sanitizeHtml from 'sanitize-html';
import type { IOptions, Transformer } from 'sanitize-html';

const A = RICH_TEXT_ALLOWLIST;

/** Keeps the element's URL attribute only when the allowlist allows it. */
function checkedUrl(tag: 'a' | 'img'): Transformer {
  const name = A.urlAttributes[tag];
  return (tagName, attribs) => {
    // Attributes keep their order, so a clean document comes out as it went in.
    const kept = Object.entries(attribs).flatMap(([key, value]): [string, string][] => {
      if (key === name) return isAllowedRichTextUrl(tag, value) ? [[key, value.trim()]] : [];
      if (tag === 'img' && (key === 'width' || key === 'height')) return A.dimensionPattern.test(value) ? [[key, value]] : [];
      return [[key, value]];
    });
    return { tagName, attribs: Object.fromEntries(kept) };
  };
}

const OPTIONS: IOptions = {
  allowedTags: [...A.tags],
  allowedAttributes: Object.fromEntries(Object.entries(A.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...A.linkSchemes],
  allowedSchemesByTag: { img: [...A.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [...A.droppedWithContent, 'option'],
  transformTags: { a: checkedUrl('a'), img: checkedUrl('img') },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** `html` with only the allowlisted tags, attributes and URLs: what a blog post stores and shows. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
