// The back office's Schedule calls: a range with its filters and the bearer token; a change sends its
// body and refetches the loaded range.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerAppointmentsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const appointment = (id: number, start = '2031-03-10T10:00:00-04:00', status = 'booked') => ({
  id,
  start,
  end: '2031-03-10T11:00:00-04:00',
  status,
  services: [],
  staff: { id: 5, name: 'Marco' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner appointments endpoints (back office Schedule screen)', () => {
  it('loads a range with the staff and location filters and the bearer token; the answer passes through', async () => {
    const { requests } = stubFetch(() => json({ timeZone: 'America/New_York', appointments: [appointment(1)] }));
    const store = createTestStore(config);
    const result = await store.dispatch(
      ownerAppointmentsApi.endpoints.ownerAppointments.initiate({
        clientId: 7,
        from: '2031-03-09T05:00:00.000Z',
        to: '2031-03-16T04:00:00.000Z',
        staffId: 5,
        locationId: 2,
      }),
    );
    expect(result.data?.appointments).toEqual([appointment(1)]);
    expect(result.data?.timeZone).toBe('America/New_York');
    expect(requests[0]!.url).toBe(
      'http://api.test/api/client/7/owner-appointments?from=2031-03-09T05%3A00%3A00.000Z&to=2031-03-16T04%3A00%3A00.000Z&staffId=5&locationId=2',
    );
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('a cancel posts to the appointment, then the loaded range is fetched again', async () => {
    let status = 'booked';
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        status = 'canceled';
        return json(appointment(4, undefined, status));
      }
      return json({ timeZone: 'America/New_York', appointments: [appointment(4, undefined, status)] });
    });
    const store = createTestStore(config);
    const args = { clientId: 7, from: '2031-03-09T05:00:00.000Z', to: '2031-03-10T05:00:00.000Z' };
    store.dispatch(ownerAppointmentsApi.endpoints.ownerAppointments.initiate(args));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const done = await store.dispatch(ownerAppointmentsApi.endpoints.cancelOwnerAppointment.initiate({ clientId: 7, appointmentId: 4 }));
    expect(done.data?.status).toBe('canceled');
    await vi.waitFor(() =>
      expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
        'GET /api/client/7/owner-appointments',
        'POST /api/client/7/owner-appointments/4/cancel',
        'GET /api/client/7/owner-appointments',
      ]),
    );
    await vi.waitFor(() =>
      expect(ownerAppointmentsApi.endpoints.ownerAppointments.select(args)(store.getState()).data?.appointments[0]?.status).toBe(
        'canceled',
      ),
    );
  });

  it('a reschedule patches the new start and staff member', async () => {
    const { requests } = stubFetch(() => json(appointment(4, '2031-03-10T14:00:00-04:00')));
    const store = createTestStore(config);
    await store.dispatch(
      ownerAppointmentsApi.endpoints.rescheduleOwnerAppointment.initiate({
        clientId: 7,
        appointmentId: 4,
        start: '2031-03-10T18:00:00.000Z',
        staffId: 6,
      }),
    );
    expect(requests[0]!.method).toBe('PATCH');
    expect(await requests[0]!.json()).toEqual({ start: '2031-03-10T18:00:00.000Z', staffId: 6 });
  });
});
