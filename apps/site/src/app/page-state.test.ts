import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './page-state.js';

describe('state embedded in the page', () => {
  it('any text survives the round trip and can never close the <script>', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptSafeJson(value);
        expect(text).not.toMatch(/<|\u2028|\u2029/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('a </script> in owner text stays inside the JSON', () => {
    expect(scriptSafeJson({ t: '</script><script>x()</script>' })).toBe('{"t":"\\u003c/script>\\u003cscript>x()\\u003c/script>"}');
  });
});
