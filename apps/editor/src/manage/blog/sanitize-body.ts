// The preview of a post's body (spec §2 /blog/{slug}): the HTML goes through DOMPurify configured from the
// ONE rich-text allowlist the API stores bodies with (validation RICH_TEXT_ALLOWLIST), so the owner sees
// what visitors will get, and no script or event handler that slipped into the draft runs in the back office.
import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { RICH_TEXT_ALLOWLIST, isAllowedRichTextUrl } from '@vitrina/validation';

const { tags, attributes, urlAttributes, dimensionPattern, droppedWithContent } = RICH_TEXT_ALLOWLIST;
const attributesOf: Readonly<Record<string, readonly string[]>> = attributes;
const urlAttributeOf: Readonly<Record<string, string>> = urlAttributes;

const config: Config = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...new Set(Object.values(attributesOf).flat())],
  FORBID_CONTENTS: [...droppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Every URL is judged by the allowlist's own rule in the hook below.
  ALLOWED_URI_REGEXP: /^/,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify of our own (made on first use), so its hook touches no other user of the library. */
function purify() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    let keep = attributesOf[tag]?.includes(name) ?? false;
    if (keep && urlAttributeOf[tag] === name) keep = isAllowedRichTextUrl(tag as 'a' | 'img', data.attrValue);
    if (keep && (name === 'width' || name === 'height')) keep = dimensionPattern.test(data.attrValue);
    if (!keep) data.keepAttr = false;
  });
  return purifier;
}

/** The body as the public post will show it. */
export function sanitizeBody(html: string): string {
  return purify().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
