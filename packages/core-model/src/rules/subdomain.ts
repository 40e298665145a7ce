// A business's sub-domain (spec §3 client.wurkzen_subdomain; §4 "Site data is fetched by host name"): the
// one label a new business picks at sign-up, `<label>.<site domain>`. Written once here so the sign-up
// wizard checks it as typed and the API refuses the same names.
import { RESERVED_SUBDOMAINS } from './reserved-subdomains.js';

/** Shortest and longest label accepted (DNS allows 63; a site address people type stays short). */
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 40;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export type SubdomainProblem = 'invalid' | 'reserved';

/** What a person typed, as the label it would be: trimmed and lower-cased (nothing else is changed). */
export function normalizeSubdomain(input: string): string {
  return input.trim().toLowerCase();
}

/**
 * Why a (normalised) label cannot be a business's sub-domain, or null when it can (availability is the
 * database's question): letters a–z, digits and inner hyphens, 3–40 characters, no `--` (punycode
 * look-alikes), not reserved.
 */
export function subdomainProblem(label: string): SubdomainProblem | null {
  if (label.length < SUBDOMAIN_MIN_LENGTH || label.length > SUBDOMAIN_MAX_LENGTH) return 'invalid';
  if (!LABEL.test(label) || label.includes('--')) return 'invalid';
  return RESERVED_SUBDOMAINS.has(label) ? 'reserved' : null;
}

/** A suggestion from a business name: `Café Luna & Co.` → `cafe-luna-co` (may still be taken or reserved). */
export function suggestSubdomain(businessName: string): string {
  return businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/g, '');
}
