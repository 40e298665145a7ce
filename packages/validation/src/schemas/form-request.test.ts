import { describe, expect, it } from 'vitest';
import { formRequestSchema } from '@vitrina/validation';

describe('formRequestSchema (sending a customer form)', () => {
  it('needs a valid e-mail, kept in lower case', async () => {
    expect(await formRequestSchema.validate({ email: ' Ana@Example.COM ' })).toMatchObject({ email: 'ana@example.com' });
    await expect(formRequestSchema.validate({ email: '' })).rejects.toThrow('validation:required.email');
    await expect(formRequestSchema.validate({ email: 'not-an-email' })).rejects.toThrow('validation:invalid.email');
  });

  it('takes an optional name of at most 100 characters', async () => {
    expect(await formRequestSchema.validate({ email: 'a@b.co', first_name: 'Ana', last_name: '' })).toMatchObject({ first_name: 'Ana' });
    await expect(formRequestSchema.validate({ email: 'a@b.co', first_name: 'x'.repeat(101) })).rejects.toThrow(
      'validation:invalid.tooLong',
    );
  });
});
