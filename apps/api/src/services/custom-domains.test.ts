// The DNS check that makes a custom domain a sign-in target (issue 25, finding 2).
import { describe, expect, it } from 'vitest';
import { createDnsDomainVerifier, verificationRecord } from './custom-domains.js';

describe('custom-domain verification by DNS TXT record', () => {
  const record = verificationRecord('tienda.example', 'tienda');

  it('names the record after the domain and its value after the business it serves', () => {
    expect(record).toEqual({ name: '_vitrina.tienda.example', value: 'vitrina-site=tienda' });
  });

  it.each<[string, string[][], boolean]>([
    ['the value in one string', [['vitrina-site=tienda']], true],
    ['the value split into character-strings', [['vitrina-site=', 'tienda']], true],
    ['among other TXT records', [['v=spf1 -all'], ['vitrina-site=tienda']], true],
    ['another business named', [['vitrina-site=bistro']], false],
    ['a value that only starts with it', [['vitrina-site=tienda2']], false],
    ['no record', [], false],
  ])('%s → %s', async (_name, answer, expected) => {
    const asked: string[] = [];
    const verifier = createDnsDomainVerifier({ resolveTxt: async (name) => (asked.push(name), answer) });
    expect(await verifier.hasTxtRecord(record.name, record.value)).toBe(expected);
    expect(asked).toEqual(['_vitrina.tienda.example']);
  });

  it('a DNS failure (no such name, timeout) is no record', async () => {
    const verifier = createDnsDomainVerifier({
      resolveTxt: async () => Promise.reject(Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' })),
    });
    expect(await verifier.hasTxtRecord(record.name, record.value)).toBe(false);
  });
});
