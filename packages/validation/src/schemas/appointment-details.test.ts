import type { AppointmentDetails } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createAppointmentDetailsSchema } from './appointment-details.js';

const appointmentDetailsSchema = createAppointmentDetailsSchema({ addressRequired: false, country: 'US' });
const mobileAppointmentDetailsSchema = createAppointmentDetailsSchema({ addressRequired: true, country: 'US' });
import type { AppointmentDetailsValues } from './appointment-details.js';

const person = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phoneNumber: '555-123-4567' };
const usAddress = { country: 'us', address1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' };
const mxAddress = { country: 'MX', address1: 'Av. Juárez 10', city: 'CDMX', province: 'CDMX', postalCode: '06600' };

function fieldsOf(result: ReturnType<typeof validatePayload>) {
  return result.ok ? {} : result.fields;
}

describe('appointmentDetailsSchema (§3 Appointment details, §5)', () => {
  it('matches core-model’s AppointmentDetails', () => {
    expectTypeOf<AppointmentDetailsValues>().toEqualTypeOf<AppointmentDetails>();
  });

  it('at the business: name, e-mail and phone suffice; the rest reads as empty', () => {
    const result = validatePayload(appointmentDetailsSchema, person);
    expect(result).toEqual({
      ok: true,
      value: { ...person, country: '', address1: '', address2: '', city: '', state: '', province: '', postalCode: '', note: '' },
    });
  });

  it.each([
    ['§5 first name', { firstName: '' }, 'firstName', 'validation:required.firstName'],
    ['§5 last name', { lastName: '' }, 'lastName', 'validation:required.lastName'],
    ['§5 e-mail', { email: '' }, 'email', 'validation:required.email'],
    ['§5 valid e-mail', { email: 'ana@' }, 'email', 'validation:invalid.email'],
    ['§5 contact number', { phoneNumber: '' }, 'phoneNumber', 'validation:required.phone'],
    ['§5 Appointment phone: enter a valid phone number', { phoneNumber: '12-34' }, 'phoneNumber', 'validation:appointment.invalidPhone'],
    ['§5 a postal code given anyway must be valid', { country: 'US', postalCode: '1234' }, 'postalCode', 'validation:invalid.postalCode'],
  ])('%s', (_name, change, field, key) => {
    expect(fieldsOf(validatePayload(appointmentDetailsSchema, { ...person, ...change }))).toEqual({ [field]: key });
  });
});

describe('mobileAppointmentDetailsSchema (§3 service address, §5)', () => {
  it.each([
    ['a US address with its state', usAddress],
    ['a Mexican address with its province', mxAddress],
  ])('accepts %s', (_name, address) => {
    expect(validatePayload(mobileAppointmentDetailsSchema, { ...person, ...address }).ok).toBe(true);
  });

  it.each([
    ['§5 address', usAddress, { address1: '' }, 'address1', 'validation:required.address'],
    ['§5 city', usAddress, { city: '' }, 'city', 'validation:required.city'],
    ['§5 state (US)', usAddress, { state: '' }, 'state', 'validation:required.state'],
    ['§5 province (outside the US)', mxAddress, { province: '' }, 'province', 'validation:required.province'],
    ['§5 postal code', usAddress, { postalCode: '' }, 'postalCode', 'validation:required.postalCode'],
    ['§5 valid postal code (zip code)', usAddress, { postalCode: '7870' }, 'postalCode', 'validation:invalid.postalCode'],
    ['country', usAddress, { country: '' }, 'country', 'validation:required.country'],
    ['a two-letter country code', usAddress, { country: 'USA' }, 'country', 'validation:invalid.country'],
  ])('%s is required / checked', (_name, address, change, field, key) => {
    expect(fieldsOf(validatePayload(mobileAppointmentDetailsSchema, { ...person, ...address, ...change }))).toEqual({
      [field]: key,
    });
  });

  it('a US address needs no province, a Mexican one no state', () => {
    expect(validatePayload(mobileAppointmentDetailsSchema, { ...person, ...usAddress, province: '' }).ok).toBe(true);
    expect(validatePayload(mobileAppointmentDetailsSchema, { ...person, ...mxAddress, state: '' }).ok).toBe(true);
  });
});
