import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, chatMessageSchema, chatVisitorSchema } from './chat-message.js';

describe('chatVisitorSchema (§4 Chat: the visitor leaves a name and an e-mail)', () => {
  const valid = { name: 'Ana López', email: 'ana@example.com' };

  it('accepts a name and an e-mail', () => {
    expect(validatePayload(chatVisitorSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it.each([
    ['§5 required name', { name: '' }, 'name', 'validation:required.name'],
    ['§5 a name of tags only is empty once stripped', { name: '<i></i>' }, 'name', 'validation:required.name'],
    ['§5 required e-mail', { email: '' }, 'email', 'validation:required.email'],
    ['§5 valid e-mail', { email: 'ana@' }, 'email', 'validation:invalid.email'],
    ['a name past the limit', { name: 'a'.repeat(CHAT_NAME_MAX_LENGTH + 1) }, 'name', 'validation:invalid.tooLong'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(chatVisitorSchema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual({ [field]: key });
  });
});

describe('chatMessageSchema (§4 Chat messages)', () => {
  it.each([
    ['§5 required message', { body: '  ' }, 'validation:required.message'],
    ['§5 a message of tags only is empty once stripped', { body: '<p> </p>' }, 'validation:required.message'],
    ['a message past the limit', { body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'validation:chat.messageTooLong'],
  ])('%s', (_name, payload, key) => {
    expect(validatePayload(chatMessageSchema, payload)).toMatchObject({ ok: false, fields: { body: key } });
  });

  it('§5 HTML tags are removed from entered text, then it is trimmed', () => {
    expect(validatePayload(chatMessageSchema, { body: ' <b>Are you open</b> today? ' })).toEqual({
      ok: true,
      value: { body: 'Are you open today?' },
    });
  });

  it('a message exactly at the limit is accepted (the limit counts the stripped text)', () => {
    expect(validatePayload(chatMessageSchema, { body: `<b>${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH)}</b>` }).ok).toBe(true);
  });

  it('§5 any accepted body is plain text: no tag survives', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        const result = validatePayload(chatMessageSchema, { body });
        if (result.ok) expect(result.value.body).not.toMatch(/<[A-Za-z/!?]/);
      }),
    );
  });
});
