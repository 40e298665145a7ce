// Spec §2 "The site's own links can be": internal paths, phone numbers (tel), e-mail addresses
// (mailto) and external URLs (https:// added if no scheme; opened in a new tab).

type LinkKind = 'internal' | 'tel' | 'mailto' | 'external' | 'none';

export interface ResolvedLink {
  href: string;
  kind: LinkKind;
  /** External links open in a new tab (spec §2). */
  newTab: boolean;
}

const NONE: ResolvedLink = { href: '', kind: 'none', newTab: false };
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Schemes that run code or smuggle content: an owner-entered link must never become one.
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob']);
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i;
// Loose on purpose (the strict §5 rule belongs to validation): digits with common separators,
// an optional + and an optional extension.
const PHONE = /^\+?[\d\s().-]{7,}(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function telHref(value: string): string {
  const ext = /(?:x|ext\.?)\s*(\d{1,6})$/i.exec(value);
  const main = ext ? value.slice(0, ext.index) : value;
  const number = (main.trim().startsWith('+') ? '+' : '') + main.replace(/\D/g, '');
  return `tel:${number}${ext ? `;ext=${ext[1]}` : ''}`;
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Adds `https://` when a URL has no scheme (spec §2); scheme-relative `//x` becomes `https://x`. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** Resolves an owner-entered link value to what the site renders. Empty or unsafe values give kind `none`. */
export function resolveLink(value: string | null | undefined): ResolvedLink {
  const v = (value ?? '').trim();
  if (!v) return NONE;
  if (v.startsWith('/') && !v.startsWith('//')) return { href: v, kind: 'internal', newTab: false };
  if (v.startsWith('#')) return { href: v, kind: 'internal', newTab: false };
  const scheme = SCHEME.exec(v)?.[1]?.toLowerCase();
  if (scheme === 'tel') return { href: telHref(v.slice(4)), kind: 'tel', newTab: false };
  if (scheme === 'mailto') return { href: v, kind: 'mailto', newTab: false };
  if (scheme && UNSAFE_SCHEMES.has(scheme)) return NONE;
  if (EMAIL.test(v)) return { href: `mailto:${v}`, kind: 'mailto', newTab: false };
  if (PHONE.test(v) && countDigits(v) >= 7 && countDigits(v) <= 21) return { href: telHref(v), kind: 'tel', newTab: false };
  return { href: withScheme(v), kind: 'external', newTab: true };
}
