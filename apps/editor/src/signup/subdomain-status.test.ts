// The sub-domain as typed (issue 16 "checked for availability as typed"; reserved names refused).
import { describe, expect, it } from 'vitest';
import { siteAddress, subdomainStatus, subdomainStatusError } from './subdomain-status.js';

const none = { label: null, answer: null, failed: false };
const answer = (subdomain: string, available: boolean, problem: 'taken' | 'reserved' | 'invalid' | null = null) => ({
  label: subdomain,
  answer: { subdomain, available, problem, site_url: available ? `http://${subdomain}.localhost:8080/` : null },
  failed: false,
});

describe('sub-domain status', () => {
  it.each([
    ['', none, 'empty'],
    ['ab', none, 'invalid'],
    ['-luna', none, 'invalid'],
    ['lu--na', none, 'invalid'],
    ['Admin', none, 'reserved'],
    ['www', none, 'reserved'],
    ['luna', none, 'checking'],
    ['luna', answer('sol', true), 'checking'],
    [' Luna ', answer('luna', true), 'available'],
    ['luna', answer('luna', false, 'taken'), 'taken'],
    ['luna', { label: 'luna', answer: null, failed: true }, 'unknown'],
  ] as const)('%j with %j → %s', (input, lookup, kind) => {
    expect(subdomainStatus(input, lookup).kind).toBe(kind);
  });

  it('refuses Continue with the message of each problem', () => {
    expect(subdomainStatusError({ kind: 'taken', label: 'luna' })).toBe('validation:signup.subdomainTaken');
    expect(subdomainStatusError({ kind: 'reserved', label: 'api' })).toBe('validation:signup.subdomainReserved');
    expect(subdomainStatusError({ kind: 'invalid', label: 'x' })).toBe('validation:signup.subdomainInvalid');
    expect(subdomainStatusError({ kind: 'available', label: 'luna' })).toBeNull();
    expect(subdomainStatusError({ kind: 'checking', label: 'luna' })).toBeNull();
  });

  it('shows the address as people type it', () => {
    expect(siteAddress('luna', 'localhost:8080')).toBe('luna.localhost:8080');
  });
});
