import { appointmentCalendarUrl, bookingApi } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api' };
const appointment = {
  uuid: '0b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59',
  status: 'booked',
  serviceType: 2,
  start: '2026-12-01T10:00:00-05:00',
  end: '2026-12-01T10:45:00-05:00',
  timeZone: 'America/New_York',
  services: [{ name: 'Wine pairing consultation', price: '60.00', durationMinutes: 45 }],
  total: '60.00',
  staff: { id: 3, name: 'Priya Nair' },
  location: null,
  address: null,
  addressCountry: null,
  meetingUrl: 'https://meet.example/wine',
  firstName: 'Ana',
  email: 'ana@example.com',
  formsPath: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booking endpoints (spec §2 appointment and employee flows)', () => {
  it('asks for a day of slots with the selection in the query; the day passes through', async () => {
    const slot = { start: '2026-12-01T09:00:00-05:00', end: '2026-12-01T09:45:00-05:00', staffIds: [3], locationId: null };
    const { requests } = stubFetch(() => json({ date: '2026-12-01', timeZone: 'America/New_York', slots: [slot] }));
    const store = createTestStore(config);
    const day = await store.dispatch(
      bookingApi.endpoints.bookingSlots.initiate({
        clientId: 7,
        serviceType: 0,
        locationId: 2,
        serviceIds: [10, 11],
        staffId: 'any',
        date: '2026-12-01',
      }),
    );
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1:8080/api/client/7/booking/slots?serviceType=0&locationId=2&serviceIds=10%2C11&staffId=any&date=2026-12-01',
    );
    expect(day.data).toEqual({ date: '2026-12-01', timeZone: 'America/New_York', slots: [slot] });
  });

  it('leaves out a missing location (the employee link) when asking for the dates', async () => {
    const { requests } = stubFetch(() => json({ timeZone: 'America/New_York', dates: ['2026-12-01'] }));
    const store = createTestStore(config);
    const dates = await store.dispatch(
      bookingApi.endpoints.bookingDates.initiate({
        clientId: 7,
        serviceType: 2,
        locationId: null,
        serviceIds: [12],
        staffId: 3,
        from: '2026-12-01',
        to: '2026-12-31',
      }),
    );
    expect(new URL(requests[0]!.url).searchParams.has('locationId')).toBe(false);
    expect(dates.data?.dates).toEqual(['2026-12-01']);
  });

  it('books, and the success page then reads the appointment from the cache without asking again', async () => {
    const { requests } = stubFetch(() => json(appointment, 201));
    const store = createTestStore(config);
    const body = {
      serviceType: 2 as const,
      serviceIds: [12],
      staffId: 3,
      start: appointment.start,
      details: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '+1 617 555 0100' },
      employeeLink: true,
    };
    const booked = await store.dispatch(bookingApi.endpoints.bookAppointment.initiate({ clientId: 7, body }));
    expect(booked.data?.meetingUrl).toBe('https://meet.example/wine');
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual(body);
    const read = await store.dispatch(bookingApi.endpoints.publicAppointment.initiate({ clientId: 7, uuid: appointment.uuid }));
    expect(read.data?.staff.name).toBe('Priya Nair');
    expect(requests).toHaveLength(1);
  });

  it('gives a 409 of a taken slot to the page as an error', async () => {
    stubFetch(() => json({ error: { code: 'slot_unavailable', message: 'Slots are not available for the selected date' } }, 409));
    const store = createTestStore(config);
    const held = await store.dispatch(
      bookingApi.endpoints.holdSlot.initiate({
        clientId: 7,
        body: { serviceType: 2, serviceIds: [12], staffId: 3, start: appointment.start },
      }),
    );
    expect((held as { error?: { status?: number } }).error?.status).toBe(409);
  });

  it('links the calendar file through the API base', () => {
    expect(appointmentCalendarUrl(7, appointment.uuid)).toBe(`/api/client/7/appointments/${appointment.uuid}/calendar.ics`);
    expect(appointmentCalendarUrl(7, 'x', 'https://api.example/api/')).toBe('https://api.example/api/client/7/appointments/x/calendar.ics');
  });
});
