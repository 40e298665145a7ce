// Sample appointments of the Schedule screen's tests and stories: the bistro's week of 8 March 2026.
import type { AppointmentOptions, OwnerAppointment } from '@vitrina/api-client/back-office';

const ZONE = 'America/New_York';
/** Wednesday 11 March 2026, 09:00 in New York. */
export const SAMPLE_NOW = () => new Date('2026-03-11T13:00:00Z');

export const scheduleOptions: AppointmentOptions = {
  timeZone: ZONE,
  staff: [
    { id: 1, name: 'Marco Reyes', serviceIds: [10] },
    { id: 2, name: 'Dana Whitaker', serviceIds: [10] },
  ],
  locations: [{ id: 5, name: 'Harbor Lane Bistro' }],
  services: [{ id: 10, name: 'Cooking class', durationMinutes: 60, price: '45.00', serviceTypes: [0] }],
};

export function sampleAppointment(id: number, start: string, end: string, staffId = 1, first = 'Ana'): OwnerAppointment {
  const staff = scheduleOptions.staff.find((s) => s.id === staffId)!;
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    status: 'booked',
    serviceType: 0,
    start,
    end,
    blockedFrom: start,
    blockedTo: end,
    timeZone: ZONE,
    staff: { id: staff.id, name: staff.name },
    location: { id: 5, name: 'Harbor Lane Bistro' },
    services: [{ serviceId: 10, name: 'Cooking class', price: '45.00', durationMinutes: 60 }],
    total: '45.00',
    customer: {
      firstName: first,
      lastName: 'López',
      email: 'ana@example.com',
      phoneNumber: '5551234567',
      country: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      province: '',
      postalCode: '',
      note: 'Window seat',
    },
    staffNote: '',
    meetingUrl: '',
    source: 'visitor',
    createdAt: '2026-03-01T10:00:00-05:00',
    noShowAt: null,
  };
}

export const sampleAppointments = () => [
  sampleAppointment(1, '2026-03-11T10:00:00-04:00', '2026-03-11T11:00:00-04:00', 1, 'Ana'),
  sampleAppointment(2, '2026-03-12T14:00:00-04:00', '2026-03-12T15:00:00-04:00', 2, 'Ben'),
];
