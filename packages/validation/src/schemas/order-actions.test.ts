import { ORDER_NOTE_MAX_LENGTH, createRefundSchema, orderFulfillmentSchema, validatePayload } from '@vitrina/validation';
import { describe, expect, it } from 'vitest';

describe('order fulfilment note', () => {
  it('is optional plain text: tags are stripped and the text trimmed (§5)', () => {
    expect(validatePayload(orderFulfillmentSchema, {})).toEqual({ ok: true, value: { note: '' } });
    expect(validatePayload(orderFulfillmentSchema, { note: ' <b>UPS</b> 1Z999 ' })).toEqual({ ok: true, value: { note: 'UPS 1Z999' } });
  });

  it(`refuses a note longer than ${ORDER_NOTE_MAX_LENGTH} characters`, () => {
    expect(validatePayload(orderFulfillmentSchema, { note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH) }).ok).toBe(true);
    expect(validatePayload(orderFulfillmentSchema, { note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) })).toMatchObject({
      ok: false,
      fields: { note: 'validation:invalid.tooLong' },
    });
  });
});

describe('refund amount', () => {
  const schema = createRefundSchema(2500);
  it.each([
    ['', 'validation:refund.amountRequired'],
    ['abc', 'validation:invalid.price'],
    ['1.234', 'validation:invalid.price'],
    ['-5', 'validation:invalid.price'],
    ['0', 'validation:refund.amountPositive'],
    ['0.00', 'validation:refund.amountPositive'],
    ['25.01', 'validation:refund.amountTooLarge'],
  ])('refuses %j with %s', (amount, key) => {
    expect(validatePayload(schema, { amount })).toMatchObject({ ok: false, fields: { amount: key } });
  });

  it.each(['0.01', '10', '12.5', '25', '25.00'])('accepts %j (more than 0, at most the refundable 25.00)', (amount) => {
    expect(validatePayload(schema, { amount }).ok).toBe(true);
  });
});
