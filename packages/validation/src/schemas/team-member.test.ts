import { describe, expect, it } from 'vitest';
import { TEAM_NAME_MAX_LENGTH, teamMemberSchema, validatePayload } from '../index.js';

describe('teamMemberSchema (back office Team, spec §6 roles)', () => {
  it('accepts an e-mail, a name and a role, keeping plain text and a lower-case address', () => {
    expect(validatePayload(teamMemberSchema, { email: ' Ana@Example.COM ', name: ' <b>Ana</b> Ruiz', role_id: 3 })).toEqual({
      ok: true,
      value: { email: 'ana@example.com', name: 'Ana Ruiz', role_id: 3 },
    });
  });

  it('reads the role a select sends as text', () => {
    expect(validatePayload(teamMemberSchema, { email: 'ana@example.com', name: 'Ana', role_id: '4' })).toMatchObject({
      ok: true,
      value: { role_id: 4 },
    });
  });

  it('names the message of every missing field', () => {
    const result = validatePayload(teamMemberSchema, { email: '', name: ' ' });
    expect(result.ok ? null : result.fields).toEqual({
      email: 'validation:required.email',
      name: 'validation:required.name',
      role_id: 'validation:invalid.value',
    });
  });

  it.each([[2], [0], ['admin'], [1.5]])('refuses %j as a role: only 1, 3 and 4 exist (§6)', (role_id) => {
    const result = validatePayload(teamMemberSchema, { email: 'ana@example.com', name: 'Ana', role_id });
    expect(result.ok ? null : result.fields).toEqual({ role_id: 'validation:invalid.value' });
  });

  it('refuses an invalid e-mail and a name that is too long', () => {
    const result = validatePayload(teamMemberSchema, { email: 'ana@', name: 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1), role_id: 1 });
    expect(result.ok ? null : result.fields).toEqual({ email: 'validation:invalid.email', name: 'validation:invalid.tooLong' });
  });
});
