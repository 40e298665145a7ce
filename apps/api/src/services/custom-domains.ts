// Custom domains as sign-in targets (issue 25, docs/decisions.md "Sign-in redirect hosts and custom-domain
// verification"). A custom domain's DNS belongs to the business, so the built-in provider sends sign-ins to
// it only once its DNS has said which Vitrina site it serves: a TXT record at `_vitrina.<domain>` whose value
// is `vitrina-site=<the business's sub-domain>`. The check runs when a sign-in first names the domain; a
// pass is kept on the client row (`verified_custom_domain`), a failure is asked again later.
import { Resolver } from 'node:dns/promises';
import { normalizeHost } from '@vitrina/core-model';
import { findCustomDomainState, type AppDb } from '../db/index.js';
import { recordVerifiedCustomDomain } from '../modules/sites/clients-service.js';

/** Whether a DNS TXT record at `name` has the value `expected`. */
export interface DomainVerifier {
  hasTxtRecord(name: string, expected: string): Promise<boolean>;
}

export const VERIFICATION_RECORD_PREFIX = '_vitrina';

/** The TXT record (name and value) that connects `domain` to the business on `subdomain`. */
export function verificationRecord(domain: string, subdomain: string): { name: string; value: string } {
  return { name: `${VERIFICATION_RECORD_PREFIX}.${domain}`, value: `vitrina-site=${subdomain}` };
}

/**
 * Production: asks the system's DNS resolvers, once, within `timeoutMs`; any failure is "no record".
 * `resolveTxt` replaces the resolver (tests).
 */
export function createDnsDomainVerifier(
  options: { timeoutMs?: number; resolveTxt?: (name: string) => Promise<string[][]> } = {},
): DomainVerifier {
  const resolveTxt =
    options.resolveTxt ?? ((name: string) => new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 1 }).resolveTxt(name));
  return {
    async hasTxtRecord(name, expected) {
      try {
        // A TXT record may come in several character-strings: they are one value.
        const records = await resolveTxt(name);
        return records.some((chunks) => chunks.join('').trim() === expected);
      } catch {
        return false;
      }
    },
  };
}

/** Whether `domain` is a custom domain that passed its DNS check, checking it now when it has not yet. */
export async function isVerifiedCustomDomain(db: AppDb, verifier: DomainVerifier, domain: string): Promise<boolean> {
  const host = normalizeHost(domain);
  const state = host ? await findCustomDomainState(db, host) : null;
  if (!state) return false;
  if (state.verified) return true;
  const { name, value } = verificationRecord(host, state.subdomain);
  if (!(await verifier.hasTxtRecord(name, value))) return false;
  await recordVerifiedCustomDomain(db, state.clientId, host);
  return true;
}
