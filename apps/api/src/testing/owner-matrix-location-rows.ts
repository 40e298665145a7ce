// The owner-route matrix's rows of the Locations screen (issue 14): locations and mobile service areas,
// owner and manager; freemium owners may read, not edit (§4).
import { buildLocation } from './booking-builders.js';
import { serviceAreas } from '../db/schema.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const newLocation = async (f: OwnerFixture, t: Target) => (await buildLocation(f.server.database.db, t.client.id)).id;
const newArea = async (f: OwnerFixture, t: Target) => {
  const [row] = await f.server.database.db
    .insert(serviceAreas)
    .values({ client_id: t.client.id, zip: '02110', radius_miles: 25 })
    .returning({ id: serviceAreas.id });
  return row!.id;
};
const locationBody = {
  name: 'Matrix location',
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  phone: '',
};
const areaBody = { zipCode: '02110', country: 'US', city: 'Boston', radiusMiles: 25 };

export const LOCATION_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/client/:id/owner-locations',
    write: false,
    screen: 'locations',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/owner-locations` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-locations',
    write: true,
    screen: 'locations',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-locations`, payload: locationBody }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-locations/:locationId',
    write: true,
    screen: 'locations',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-locations/${await newLocation(f, t)}`, payload: locationBody }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/owner-locations/:locationId',
    write: true,
    screen: 'locations',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-locations/${await newLocation(f, t)}` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-service-areas',
    write: false,
    screen: 'locations',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/owner-service-areas` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-service-areas',
    write: true,
    screen: 'locations',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-service-areas`, payload: areaBody }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-service-areas/:areaId',
    write: true,
    screen: 'locations',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-service-areas/${await newArea(f, t)}`, payload: areaBody }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/owner-service-areas/:areaId',
    write: true,
    screen: 'locations',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/owner-service-areas/${await newArea(f, t)}` }),
  },
];
