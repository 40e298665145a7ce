// A payload's depth is measured without recursion and refused past MAX_PAYLOAD_DEPTH (issue 25: 2,000
// levels of JSON reached a recursive walk and answered 500).
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_DEPTH, VALIDATION_MESSAGES, createContactUsSchema, payloadTooDeep, validatePayload } from '@vitrina/validation';

/** `levels` objects, as JSON.parse would build them from a request body. */
const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

describe('payloadTooDeep', () => {
  it.each([
    ['a scalar', 'x', 0, false],
    ['an empty object is one level', {}, 1, false],
    ['an empty object past a bound of 0', {}, 0, true],
    ['arrays count as levels', [[[1]]], 2, true],
    ['arrays within the bound', [[[1]]], 3, false],
  ])('%s', (_name, value, max, expected) => {
    expect(payloadTooDeep(value, max)).toBe(expected);
  });

  it(`${MAX_PAYLOAD_DEPTH} levels pass, one more does not; 200,000 levels are judged without a stack overflow`, () => {
    expect(payloadTooDeep(nested(MAX_PAYLOAD_DEPTH))).toBe(false);
    expect(payloadTooDeep(nested(MAX_PAYLOAD_DEPTH + 1))).toBe(true);
    expect(payloadTooDeep(nested(200_000))).toBe(true);
  });

  it('finds one deep branch among many shallow ones', () => {
    expect(payloadTooDeep({ list: [...Array.from({ length: 100 }, () => ({ a: 1 })), nested(40)] })).toBe(true);
  });
});

describe('validatePayload of a payload nested too deeply', () => {
  it('is refused as a whole with the tooDeep message (en + es key), not a thrown RangeError', () => {
    const deep = { name: 'Ana', email: 'ana@example.com', message: nested(5_000) };
    expect(validatePayload(createContactUsSchema({ country: 'US' }), deep)).toEqual({
      ok: false,
      fields: {},
      message: VALIDATION_MESSAGES.invalid.tooDeep,
    });
  });
});
