// Appointment wizard steps and the services store: the visitor must pick something before going on.
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { locationStepSchema, serviceTypeStepSchema, servicesStepSchema, staffStepSchema } from './appointment-steps.js';
import { servicesSelectionSchema } from './services-selection.js';

describe('serviceTypeStepSchema (§5 select the service type; §2 storeFront 0, mobile 1, virtual 2)', () => {
  it.each([
    ['§2 storeFront', 0, 0],
    ['§2 mobile', 1, 1],
    ['§2 virtual from a form control', '2', 2],
  ])('accepts %s', (_name, serviceType, expected) => {
    expect(validatePayload(serviceTypeStepSchema, { serviceType })).toEqual({ ok: true, value: { serviceType: expected } });
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['an unknown type', 3],
    ['text', 'mobile'],
  ])('§5 refuses %s', (_name, serviceType) => {
    const result = validatePayload(serviceTypeStepSchema, { serviceType });
    expect(result.ok ? null : result.fields.serviceType).toBe('validation:appointment.selectServiceType');
  });
});

describe.each([
  ['§5 select a location', locationStepSchema, 'locationId', 'validation:appointment.selectLocation'],
  ['§5 select staff (employee)', staffStepSchema, 'staffId', 'validation:appointment.selectStaff'],
] as const)('%s', (_name, schema, field, key) => {
  it.each([
    ['a numeric id', 7],
    ['a uuid', '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
  ])('accepts %s', (_case, id) => {
    expect(validatePayload(schema, { [field]: id })).toEqual({ ok: true, value: { [field]: id } });
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['zero', 0],
    ['a fraction', 1.5],
    ['an object', {}],
  ])('refuses %s', (_case, id) => {
    const result = validatePayload(schema, { [field]: id });
    expect(result.ok ? null : result.fields[field]).toBe(key);
  });
});

describe.each([
  ['§5 Appointment steps: select services', servicesStepSchema, 'validation:appointment.selectServices'],
  ['§5 Services store: select one or more services', servicesSelectionSchema, 'validation:servicesStore.selectServices'],
] as const)('%s', (_name, schema, key) => {
  it.each([
    ['one service', [4]],
    ['several services', [4, 'a-uuid']],
  ])('accepts %s', (_case, serviceIds) => {
    expect(validatePayload(schema, { serviceIds })).toEqual({ ok: true, value: { serviceIds } });
  });

  it.each([
    ['none', []],
    ['missing', undefined],
    ['not a list', 'all'],
  ])('refuses %s', (_case, serviceIds) => {
    const result = validatePayload(schema, { serviceIds });
    expect(result.ok ? null : result.fields.serviceIds).toBe(key);
  });

  it('refuses a list holding something that is not an id', () => {
    const result = validatePayload(schema, { serviceIds: [4, null] });
    expect(result.ok ? null : result.fields['serviceIds[1]']).toBe(key);
  });
});
