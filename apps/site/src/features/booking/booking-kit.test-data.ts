// BookingInfo, slots and an appointment of a bistro shaped like the seed, for the booking kit's tests.
import type { BookingInfo, PublicAppointment, PublicSlot } from '@vitrina/api-client';

export const TODAY = '2026-12-01';

export const testLocation = (id: number, name: string, address1: string) => ({
  id,
  name,
  country: 'US',
  address1,
  address2: '',
  city: 'Boston',
  state: 'MA',
  province: '',
  postalCode: '02110',
  phone: '',
});

export function kitInfo(overrides: Partial<BookingInfo> = {}): BookingInfo {
  return {
    timeZone: 'America/New_York',
    serviceTypes: [0, 1, 2],
    locations: [testLocation(1, 'Harbor Lane Bistro', '12 Harbor Lane'), testLocation(2, 'Seaport Kitchen', '80 Seaport Blvd')],
    services: [
      {
        id: 11,
        slug: 'class',
        name: 'Cooking class',
        description: '',
        price: '60.00',
        durationMinutes: 90,
        serviceTypes: [0],
        staffIds: [1, 2],
        locationIds: [1, 2],
      },
      {
        id: 12,
        slug: 'private-chef',
        name: 'Private chef at home',
        description: '',
        price: '250.00',
        durationMinutes: 180,
        serviceTypes: [1],
        staffIds: [2],
        locationIds: [],
      },
      {
        id: 13,
        slug: 'wine',
        name: 'Wine pairing consultation',
        description: '',
        price: '40.50',
        durationMinutes: 45,
        serviceTypes: [2],
        staffIds: [3],
        locationIds: [],
      },
    ],
    staff: [
      { id: 1, name: 'Dana Whitaker', title: 'Head chef', serviceIds: [11], locationIds: [1], awayHours: false },
      { id: 2, name: 'Marco Reyes', title: 'Chef', serviceIds: [11, 12], locationIds: [1, 2], awayHours: true },
      { id: 3, name: 'Priya Nair', title: 'Sommelier', serviceIds: [13], locationIds: [], awayHours: true },
    ],
    holdMinutes: 10,
    horizonDays: 60,
    ...overrides,
  };
}

/** A slot of 2026-12-03 at a New York wall time ("09:00"), 45 minutes long. */
export function slotAt(time: string, staffIds = [3], locationId: number | null = null): PublicSlot {
  const start = new Date(`2026-12-03T${time}:00-05:00`);
  const iso = (d: Date) => `${new Date(d.getTime() - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
  return { start: iso(start), end: iso(new Date(start.getTime() + 45 * 60_000)), staffIds, locationId };
}

export const APPOINTMENT_UUID = '0b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59';

export function kitAppointment(overrides: Partial<PublicAppointment> = {}): PublicAppointment {
  return {
    uuid: APPOINTMENT_UUID,
    status: 'booked',
    serviceType: 2,
    start: '2026-12-03T10:00:00-05:00',
    end: '2026-12-03T10:45:00-05:00',
    timeZone: 'America/New_York',
    services: [{ name: 'Wine pairing consultation', price: '40.50', durationMinutes: 45 }],
    total: '40.50',
    staff: { id: 3, name: 'Priya Nair' },
    location: null,
    address: null,
    addressCountry: null,
    meetingUrl: 'https://meet.example/wine',
    firstName: 'Ana',
    email: 'ana@example.com',
    formsPath: null,
    ...overrides,
  };
}
