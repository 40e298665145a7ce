import { describe, expect, it } from 'vitest';
import { fmt, markdownTable, ratioText, upsertSection, verdict } from './report.js';
import { autocannonArgs, summarizeAutocannon } from './load.js';
import { devtoolsPort } from './chromium.js';

describe('docs/performance.md sections', () => {
  const doc = '# Performance\n\nintro\n\n## API\n\nold api\n\n## Site\n\nold site\n';

  it('replaces only its own section', () => {
    const out = upsertSection(doc, 'API', 'new api');
    expect(out).toContain('## API\n\nnew api\n');
    expect(out).toContain('## Site\n\nold site');
    expect(out).not.toContain('old api');
    expect(out.startsWith('# Performance\n\nintro\n\n## API')).toBe(true);
  });

  it('replaces the last section and appends a missing one', () => {
    const site = upsertSection(doc, 'Site', 'new site');
    expect(site).toMatch(/## Site\n\nnew site\n$/);
    expect(site).toContain('old api');
    const budget = upsertSection(doc, 'Byte budget', 'b');
    expect(budget).toMatch(/old site\n\n## Byte budget\n\nb\n$/);
  });

  it('is idempotent and starts a missing file with a preamble', () => {
    const once = upsertSection('', 'API', 'x');
    expect(once).toMatch(/^# Performance\n/);
    expect(upsertSection(once, 'API', 'x')).toBe(once);
  });
});

describe('report formatting', () => {
  it.each([
    [true, '**met**'],
    [false, '**not met**'],
    [undefined, 'not measured'],
  ])('verdict(%s) → %s', (ok, text) => {
    expect(verdict(ok)).toBe(text);
  });

  it('formats numbers and escapes pipes in tables', () => {
    expect(fmt(12345.6)).toBe('12,346');
    expect(fmt(0.04567, 3)).toBe('0.046');
    expect(fmt(undefined)).toBe('–');
    expect(ratioText(0.7512)).toBe('0.75×');
    expect(ratioText(0.003921)).toBe('0.0039×');
    expect(ratioText(undefined)).toBe('–');
    expect(markdownTable(['a', 'b'], [['x|y', 1]])).toBe('| a | b |\n| --- | --- |\n| x\\|y | 1 |');
  });
});

describe('load runs', () => {
  it('passes connections, duration and Host headers to the autocannon CLI', () => {
    expect(
      autocannonArgs({ url: 'http://127.0.0.1:1/', connections: 100, durationSec: 8, headers: { host: 'bistro.localhost:1' } }),
    ).toEqual(['--json', '--no-progress', '-c', '100', '-d', '8', '-H', 'host=bistro.localhost:1', 'http://127.0.0.1:1/']);
  });

  it('asks for a new id in the URL on every request when told to', () => {
    expect(autocannonArgs({ url: 'http://h/?b=[<id>]&run=1', connections: 1, durationSec: 1, uniqueIds: true })).toContain('-I');
    expect(() => autocannonArgs({ url: 'http://h/?b=[<id>]', connections: 1, durationSec: 1, uniqueIds: true })).toThrow(/ending in "\]"/);
    expect(autocannonArgs({ url: 'http://h/', connections: 1, durationSec: 1 })).not.toContain('-I');
  });

  it('keeps req/s, p99 and failures from autocannon JSON', () => {
    const result = {
      requests: { average: 9876.5, total: 79012 },
      latency: { p50: 9, p99: 23 },
      throughput: { total: 79012 * 512 },
      errors: 2,
      timeouts: 1,
      non2xx: 5,
      '2xx': 79007,
    };
    expect(summarizeAutocannon(result)).toEqual({
      reqPerSec: 9876.5,
      p50Ms: 9,
      p99Ms: 23,
      total: 79012,
      ok2xx: 79007,
      non2xx: 5,
      errors: 3,
      bytesPerReq: 512,
    });
  });

  it('reads the DevTools port Chromium prints', () => {
    expect(devtoolsPort('[x] DevTools listening on ws://127.0.0.1:41234/devtools/browser/abc\n')).toBe(41234);
    expect(devtoolsPort('starting…')).toBeNull();
  });
});
