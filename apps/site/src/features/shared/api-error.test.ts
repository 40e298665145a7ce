import { describe, expect, it } from 'vitest';
import { readApiFailure } from './api-error.js';

describe('readApiFailure', () => {
  it.each([
    [
      'a 400 with field keys (the API error shape)',
      { status: 400, data: { error: { code: 'invalid_request', message: 'm', fields: { email: 'validation:invalid.email' } } } },
      { status: 400, code: 'invalid_request', fields: { email: 'validation:invalid.email' } },
    ],
    [
      'a 429',
      { status: 429, data: { error: { code: 'rate_limited', message: 'wait' } } },
      { status: 429, code: 'rate_limited', fields: {} },
    ],
    ['no answer (offline)', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, { status: null, code: null, fields: {} }],
    [
      'an HTML error page',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
      { status: null, code: null, fields: {} },
    ],
    [
      'a field message that is not a key is dropped',
      { status: 400, data: { error: { code: 'x', message: 'm', fields: { name: '<b>raw</b>' } } } },
      { status: 400, code: 'x', fields: {} },
    ],
    ['a thrown error', { name: 'Error', message: 'boom' }, { status: null, code: null, fields: {} }],
  ])('%s', (_name, error, expected) => {
    expect(readApiFailure(error)).toEqual(expected);
  });
});
