// A bistro's BookingInfo for the wizard's tests (shaped like the seed: two locations, three staff,
// storefront / mobile / virtual services).
import type { BookingInfo } from '@vitrina/api-client';

const location = (id: number, name: string, address1: string) => ({
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

export function bistroInfo(overrides: Partial<BookingInfo> = {}): BookingInfo {
  return {
    timeZone: 'America/New_York',
    serviceTypes: [0, 1, 2],
    locations: [
      location(1, 'Harbor Lane Bistro', '12 Harbor Lane'),
      location(2, 'Seaport Kitchen', '80 Seaport Blvd'),
      location(3, 'Closed Annex', '1 Nowhere St'),
    ],
    services: [
      {
        id: 10,
        slug: 'tasting',
        name: "Chef's table tasting",
        description: 'Seven courses.',
        price: '95.00',
        durationMinutes: 120,
        serviceTypes: [0],
        staffIds: [1],
        locationIds: [1],
      },
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
        price: '40.00',
        durationMinutes: 45,
        serviceTypes: [2],
        staffIds: [3],
        locationIds: [],
      },
    ],
    staff: [
      { id: 1, name: 'Dana Whitaker', title: 'Head chef', serviceIds: [10, 11], locationIds: [1], awayHours: false },
      { id: 2, name: 'Marco Reyes', title: 'Chef', serviceIds: [11, 12], locationIds: [1, 2], awayHours: true },
      { id: 3, name: 'Priya Nair', title: 'Sommelier', serviceIds: [13], locationIds: [], awayHours: true },
    ],
    holdMinutes: 10,
    horizonDays: 60,
    ...overrides,
  };
}
