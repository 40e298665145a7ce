import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_MAX_LENGTH, profileSchema, validatePayload } from '../index.js';

describe('profileSchema (back office Profile)', () => {
  it('accepts a name and a language, keeping the name as plain text', () => {
    expect(validatePayload(profileSchema, { name: '  <i>Ana</i> Ruiz ', language: 'es' })).toEqual({
      ok: true,
      value: { name: 'Ana Ruiz', language: 'es' },
    });
  });

  it('names the message of every missing field', () => {
    const result = validatePayload(profileSchema, { name: ' <b></b> ' });
    expect(result.ok ? null : result.fields).toEqual({ name: 'validation:required.name', language: 'validation:invalid.value' });
  });

  it('refuses a name that is too long and a language other than English or Spanish', () => {
    const result = validatePayload(profileSchema, { name: 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1), language: 'fr' });
    expect(result.ok ? null : result.fields).toEqual({ name: 'validation:invalid.tooLong', language: 'validation:invalid.value' });
  });

  it('keeps the staff messages turned off (each once) and refuses a kind that is not a staff message', () => {
    expect(
      validatePayload(profileSchema, { name: 'Ana', language: 'en', mail_opt_outs: ['new_order', 'payment_failed', 'new_order'] }),
    ).toEqual({ ok: true, value: { name: 'Ana', language: 'en', mail_opt_outs: ['new_order', 'payment_failed'] } });
    const wrong = validatePayload(profileSchema, { name: 'Ana', language: 'en', mail_opt_outs: ['order_receipt'] });
    expect(wrong.ok).toBe(false);
    expect(validatePayload(profileSchema, { name: 'Ana', language: 'en', mail_opt_outs: 'new_order' }).ok).toBe(false);
  });
});
