// Customer forms (issue 15; spec §5 "Forms: complete all required fields before continuing"): the owner's
// builder and a customer's answers, one row per rule.
import { describe, expect, it } from 'vitest';
import type { CustomerFormField } from '@vitrina/core-model';
import { customerFormAnswersSchema, customerFormSchema, validatePayload } from '@vitrina/validation';

const field = (over: Partial<CustomerFormField> = {}): CustomerFormField => ({
  id: 'f1',
  type: 'text',
  label: 'Name',
  help: '',
  required: false,
  options: [],
  ...over,
});

const form = { name: 'Intake', description: '', fields: [field()], active: true, service_ids: [3] };

describe('customerFormSchema (the owner builds a form)', () => {
  it('accepts a form and drops the options of a field that is not a choice', () => {
    const result = validatePayload(customerFormSchema, { ...form, fields: [field({ options: ['a', 'b'] })] });
    expect(result.ok && result.value.fields[0]!.options).toEqual([]);
  });

  it('accepts a choice of two options and strips tags from labels', () => {
    const result = validatePayload(customerFormSchema, {
      ...form,
      fields: [field({ type: 'choice', label: '<b>Size</b>', options: ['S', 'M'] })],
    });
    expect(result.ok && result.value.fields[0]).toMatchObject({ label: 'Size', options: ['S', 'M'] });
  });

  it.each([
    ['a blank name', { name: ' <i></i> ' }, 'name', 'validation:required.name'],
    ['no fields', { fields: [] }, 'fields', 'validation:forms.fieldsRequired'],
    ['41 fields', { fields: Array.from({ length: 41 }, (_, i) => field({ id: `f${i}` })) }, 'fields', 'validation:invalid.tooMany'],
    ['two fields with one id', { fields: [field(), field({ label: 'Other' })] }, 'fields', 'validation:forms.duplicateField'],
    ['a field without a label', { fields: [field({ label: '' })] }, 'fields[0].label', 'validation:forms.fieldLabel'],
    ['an id with a space', { fields: [field({ id: 'a b' })] }, 'fields[0].id', 'validation:invalid.value'],
    ['an unknown type', { fields: [field({ type: 'signature' as 'text' })] }, 'fields[0].type', 'validation:invalid.value'],
    ['a choice of one option', { fields: [field({ type: 'choice', options: ['Yes'] })] }, 'fields[0].options', 'validation:forms.options'],
    [
      'a choice with an empty option',
      { fields: [field({ type: 'choice', options: ['Yes', ' '] })] },
      'fields[0].options',
      'validation:forms.options',
    ],
    [
      'a choice with the same option twice',
      { fields: [field({ type: 'choice', options: ['Yes', 'yes'] })] },
      'fields[0].options',
      'validation:forms.options',
    ],
    [
      'a choice of 21 options',
      { fields: [field({ type: 'choice', options: Array.from({ length: 21 }, (_, i) => `o${i}`) })] },
      'fields[0].options',
      'validation:forms.options',
    ],
    ['a service id that is not one', { service_ids: ['x'] }, 'service_ids[0]', 'validation:invalid.value'],
  ])('refuses %s', (_label, change, path, message) => {
    const result = validatePayload(customerFormSchema, { ...form, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields[path]).toBe(message);
      expect(result.message).toBe('validation:forms.completeRequired');
    }
  });
});

describe('customerFormAnswersSchema (a customer answers a form)', () => {
  const fields: CustomerFormField[] = [
    field({ id: 'name', required: true }),
    field({ id: 'notes', type: 'long_text' }),
    field({ id: 'size', type: 'choice', options: ['S', 'M'], required: true }),
    field({ id: 'ok', type: 'checkbox', required: true }),
    field({ id: 'news', type: 'checkbox' }),
    field({ id: 'day', type: 'date' }),
    field({ id: 'photo', type: 'file', required: true }),
    field({ id: 'extra', type: 'file' }),
  ];
  const answers = { name: 'Ana', size: 'M', ok: true, photo: ['u1'] };
  const schema = customerFormAnswersSchema(fields);

  it('accepts the required answers, fills the optional ones and drops unknown ids', () => {
    const result = validatePayload(schema, { ...answers, hacker: 'x' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).not.toHaveProperty('hacker');
      expect(result.value).toMatchObject({ name: 'Ana', notes: '', news: false, day: '', extra: [] });
    }
  });

  it.each([
    ['a blank required text (tags stripped)', { name: '<p> </p>' }, 'name', 'validation:forms.answerRequired'],
    ['a choice that is not an option', { size: 'XL' }, 'size', 'validation:invalid.value'],
    ['a missing required choice', { size: '' }, 'size', 'validation:forms.answerRequired'],
    ['a required checkbox left unchecked', { ok: false }, 'ok', 'validation:forms.confirmRequired'],
    ['a date that does not exist', { day: '2026-02-30' }, 'day', 'validation:invalid.date'],
    ['a date in another format', { day: '30/01/2026' }, 'day', 'validation:invalid.date'],
    ['a required file field without files', { photo: [] }, 'photo', 'validation:forms.fileRequired'],
    ['six files in one field', { extra: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'extra', 'validation:invalid.tooMany'],
    ['a text given where files are expected', { photo: 'u1' }, 'photo', 'validation:invalid.value'],
  ])('refuses %s', (_label, change, path, message) => {
    const result = validatePayload(schema, { ...answers, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields[path]).toBe(message);
      expect(result.message).toBe('validation:forms.completeRequired');
    }
  });

  it('reports every missing required answer of an empty body', () => {
    const result = validatePayload(schema, {});
    expect(!result.ok && Object.keys(result.fields).sort()).toEqual(['name', 'ok', 'photo', 'size']);
  });
});
