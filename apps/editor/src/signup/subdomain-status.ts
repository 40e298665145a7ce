// What the account step says about the sub-domain as it is typed (issue 16 "checked for availability as
// typed"): core-model's rule answers invalid and reserved at once; availability is the API's answer for
// exactly the label shown (an answer for an older label is not used).
import { normalizeSubdomain, subdomainProblem } from '@vitrina/core-model';
import type { SubdomainCheck } from '@vitrina/api-client/signup';

export type SubdomainStatus =
  | { kind: 'empty' }
  | { kind: 'invalid' | 'reserved'; label: string }
  | { kind: 'checking'; label: string }
  | { kind: 'available'; label: string }
  | { kind: 'taken'; label: string }
  | { kind: 'unknown'; label: string };

export interface SubdomainLookup {
  /** The label the last answer was for. */
  label: string | null;
  answer: SubdomainCheck | null;
  failed: boolean;
}

export function subdomainStatus(input: string, lookup: SubdomainLookup): SubdomainStatus {
  const label = normalizeSubdomain(input);
  if (label === '') return { kind: 'empty' };
  const problem = subdomainProblem(label);
  if (problem) return { kind: problem, label };
  if (lookup.label !== label) return { kind: 'checking', label };
  if (lookup.failed || !lookup.answer) return { kind: 'unknown', label };
  if (lookup.answer.available) return { kind: 'available', label };
  const server = lookup.answer.problem;
  if (server === 'reserved' || server === 'invalid') return { kind: server, label };
  return { kind: 'taken', label };
}

/** The validation key a status refuses Continue with, or null when it may go on. */
export function subdomainStatusError(status: SubdomainStatus): string | null {
  if (status.kind === 'taken') return 'validation:signup.subdomainTaken';
  if (status.kind === 'reserved') return 'validation:signup.subdomainReserved';
  if (status.kind === 'invalid') return 'validation:signup.subdomainInvalid';
  return null;
}

/** `luna.localhost:8080`: the site's address as people will type it (the provider's host and port). */
export function siteAddress(label: string, providerHost: string): string {
  return `${label}.${providerHost}`;
}
