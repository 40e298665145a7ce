// The back office's Locations calls: the bearer token, the form's fields only, malformed rows dropped, the
// DELETE outcome (deleted or deactivated), and changes that refetch the loaded list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerLocationsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const location = (id: number) => ({
  id,
  name: `Place ${id}`,
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  phone: '',
  active: true,
  upcoming_appointments: 0,
});
const input = {
  name: 'Place 1',
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  phone: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner-locations endpoints (back office Locations screen)', () => {
  it('lists the locations with the bearer token', async () => {
    const { requests } = stubFetch(() => json({ locations: [location(1)] }));
    const store = createTestStore(config);
    const result = await store.dispatch(ownerLocationsApi.endpoints.ownerLocations.initiate({ clientId: 7 }));
    expect(result.data).toEqual([location(1)]);
    expect(requests[0]!.url).toBe('http://api.test/api/client/7/owner-locations');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends only the form fields and refetches the list after a change', async () => {
    const { requests } = stubFetch((request) => (request.method === 'POST' ? json(location(2), 201) : json({ locations: [location(1)] })));
    const store = createTestStore(config);
    const list = store.dispatch(ownerLocationsApi.endpoints.ownerLocations.initiate({ clientId: 7 }));
    await list;
    await store.dispatch(ownerLocationsApi.endpoints.createOwnerLocation.initiate({ clientId: 7, ...input, extra: 'x' } as never));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual(input);
    list.unsubscribe();
  });

  it('says whether a DELETE deleted or deactivated the location', async () => {
    stubFetch(() => json({ outcome: 'deactivated' }));
    const store = createTestStore(config);
    const result = await store.dispatch(ownerLocationsApi.endpoints.removeOwnerLocation.initiate({ clientId: 7, locationId: 3 }));
    expect(result.data).toBe('deactivated');
  });

  it('service areas: the list passes through; an empty radius is sent as typed', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? json({ id: 4, zipCode: '02110', country: 'US', city: '', radiusMiles: 50, located: true }, 201)
        : json({ areas: [{ id: 3, zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 50, located: false }] }),
    );
    const store = createTestStore(config);
    const areas = await store.dispatch(ownerLocationsApi.endpoints.ownerServiceAreas.initiate({ clientId: 7 }));
    expect(areas.data).toEqual([{ id: 3, zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 50, located: false }]);
    await store.dispatch(
      ownerLocationsApi.endpoints.createServiceArea.initiate({ clientId: 7, zipCode: '02110', country: 'US', city: '' }),
    );
    expect(await requests.find((r) => r.method === 'POST')!.json()).toEqual({ zipCode: '02110', country: 'US', city: '', radiusMiles: '' });
  });
});
