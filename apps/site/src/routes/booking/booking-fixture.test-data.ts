// A bistro's BookingInfo for the wizard's tests: the booking kit's (shaped like the seed: two locations, three
// staff, storefront / mobile / virtual services) with a tasting only Dana gives and a third location no one
// works at.
import type { BookingInfo } from '@vitrina/api-client';
import { kitInfo, testLocation } from '../../features/booking/booking-kit.test-data.js';

export function bistroInfo(overrides: Partial<BookingInfo> = {}): BookingInfo {
  const kit = kitInfo();
  return {
    ...kit,
    locations: [...kit.locations, testLocation(3, 'Closed Annex', '1 Nowhere St')],
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
      ...kit.services,
    ],
    staff: kit.staff.map((person) => (person.id === 1 ? { ...person, serviceIds: [10, 11] } : person)),
    ...overrides,
  };
}
