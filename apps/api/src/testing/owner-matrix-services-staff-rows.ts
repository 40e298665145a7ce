// The owner-route matrix's rows of the Services and Staff screens (issue 14): owner and manager; freemium
// owners may read, not edit (§4).
import { buildService, buildStaff } from './booking-builders.js';
import { uniqueLabel } from './builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const newService = async (f: OwnerFixture, t: Target) => (await buildService(f.server.database.db, t.client.id)).id;
const newStaff = async (f: OwnerFixture, t: Target) => (await buildStaff(f.server.database.db, t.client.id)).id;
const serviceBody = () => ({
  name: uniqueLabel('Matrix service'),
  slug: '',
  description: '',
  price: '30',
  duration_minutes: 30,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  storefront: false,
  mobile: false,
  virtual: true,
  meeting_url: 'https://meet.example.com/matrix',
  bookable: true,
  active: true,
  staff_ids: [],
});
const staffBody = () => ({
  name: 'Matrix staff',
  title: '',
  email: '',
  active: true,
  user_id: null,
  service_ids: [],
  hours: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
  breaks: [{ weekday: 1, start: '12:00', end: '12:30' }],
  time_off: [{ starts: '2030-01-02T00:00', ends: '2030-01-03T00:00', reason: '' }],
});

const read = (path: string, url: (f: OwnerFixture, t: Target) => Promise<string>, screen: 'services' | 'staff'): MatrixRoute => ({
  method: 'GET',
  path,
  write: false,
  screen,
  success: 200,
  request: async (f, t) => ({ url: await url(f, t) }),
});

export const SERVICES_STAFF_MATRIX_ROUTES: MatrixRoute[] = [
  read('/api/client/:id/owner-services', async (_f, t) => `${c(t)}/owner-services`, 'services'),
  read('/api/client/:id/owner-services/:serviceId', async (f, t) => `${c(t)}/owner-services/${await newService(f, t)}`, 'services'),
  {
    method: 'POST',
    path: '/api/client/:id/owner-services',
    write: true,
    screen: 'services',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-services`, payload: serviceBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-services/:serviceId',
    write: true,
    screen: 'services',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-services/${await newService(f, t)}`, payload: serviceBody() }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/owner-services/:serviceId',
    write: true,
    screen: 'services',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-services/${await newService(f, t)}` }),
  },
  read('/api/client/:id/owner-staff', async (_f, t) => `${c(t)}/owner-staff`, 'staff'),
  read('/api/client/:id/owner-staff/options', async (_f, t) => `${c(t)}/owner-staff/options`, 'staff'),
  read('/api/client/:id/owner-staff/:staffId', async (f, t) => `${c(t)}/owner-staff/${await newStaff(f, t)}`, 'staff'),
  {
    method: 'POST',
    path: '/api/client/:id/owner-staff',
    write: true,
    screen: 'staff',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-staff`, payload: staffBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-staff/:staffId',
    write: true,
    screen: 'staff',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-staff/${await newStaff(f, t)}`, payload: staffBody() }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/owner-staff/:staffId',
    write: true,
    screen: 'staff',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-staff/${await newStaff(f, t)}` }),
  },
];
