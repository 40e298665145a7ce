import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('vitrina');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('vitrina', hash)).toBe(true);
    expect(await verifyPassword('Vitrina', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });
  it('rejects a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
