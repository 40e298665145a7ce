// The rows of the owner-route matrix: every owner route with a request that succeeds for a caller allowed to
// make it (owner-matrix.test.ts runs each against every kind of caller; owner-matrix-meta.test.ts checks that
// every owner route has a row here).
import { parseSubject } from '@vitrina/core-model';
import { listGallery } from '../modules/content/gallery-repository.js';
import type { UserRecord } from '../db/index.js';
import { teamInvites } from '../db/schema.js';
import { buildClient } from './builders.js';
import { clientPath } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import { BACK_OFFICE_MATRIX_ROUTES } from './owner-matrix-back-office-rows.js';
import { CUSTOMER_MATRIX_ROUTES } from './owner-matrix-customer-rows.js';
import { APPOINTMENT_MATRIX_ROUTES } from './owner-matrix-appointment-rows.js';
import { FORM_MATRIX_ROUTES } from './owner-matrix-form-rows.js';
import { LOCATION_MATRIX_ROUTES } from './owner-matrix-location-rows.js';
import { QUOTE_MATRIX_ROUTES } from './owner-matrix-quote-rows.js';
import { SERVICES_STAFF_MATRIX_ROUTES } from './owner-matrix-services-staff-rows.js';
import { STORE_MATRIX_ROUTES } from './owner-matrix-store-rows.js';
import { DISCOUNT_MATRIX_ROUTES } from './owner-matrix-discount-rows.js';
import { INSIGHTS_MATRIX_ROUTES } from './owner-matrix-insights-rows.js';
import { TEMPLATE_MATRIX_ROUTES } from './owner-matrix-template-rows.js';
import { multipartBody, pngBytes } from './owner-test-fixture.js';
import type { OwnerFixture } from './owner-test-fixture.js';

export type { MatrixRoute, Method, Target } from './owner-matrix-route.js';

const uid = (user: UserRecord) => {
  const s = parseSubject(user.sub)!;
  return `/api/user/uid/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.id)}`;
};
const c = clientPath;

/** A pending invite of the subject's e-mail, with their role, from a business of its own; returns its id. */
const newOwnInvite = async (f: OwnerFixture, t: Target) => {
  const other = await buildClient(f.server.database.db);
  const [row] = await f.server.database.db
    .insert(teamInvites)
    .values({ client_id: other.client.id, email: t.subject.email, role_id: t.subject.role_id, invited_by: 'matrix' })
    .returning({ id: teamInvites.id });
  return row!.id;
};

export const MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/user/uid/:provider/:id/invites',
    write: false,
    ownSubject: true,
    success: 200,
    request: async (_f, t) => ({ url: `${uid(t.subject)}/invites` }),
  },
  {
    method: 'POST',
    path: '/api/user/uid/:provider/:id/invites/:inviteId/accept',
    // The person's own, not the website's: a freemium business's people accept invites too.
    write: false,
    ownSubject: true,
    success: 200,
    request: async (f, t) => ({ url: `${uid(t.subject)}/invites/${await newOwnInvite(f, t)}/accept` }),
  },
  {
    method: 'DELETE',
    path: '/api/user/uid/:provider/:id/invites/:inviteId',
    write: false,
    ownSubject: true,
    success: 204,
    request: async (f, t) => ({ url: `${uid(t.subject)}/invites/${await newOwnInvite(f, t)}` }),
  },
  {
    method: 'GET',
    path: '/api/user/uid/:provider/:id/authorize/client/:clientId',
    write: false,
    ownSubject: true,
    success: 200,
    request: async (_f, t) => ({ url: `${uid(t.subject)}/authorize/client/${t.client.id}` }),
  },
  {
    method: 'GET',
    path: '/api/user/uid/:provider/:id',
    write: false,
    ownSubject: true,
    success: 200,
    request: async (_f, t) => ({ url: uid(t.subject) }),
  },
  // The caller's own e-mail confirmation (issue 28): a new link mailed to their own address, 204 either way.
  {
    method: 'POST',
    path: '/api/user/uid/:provider/:id/email-confirmation',
    write: false,
    ownSubject: true,
    success: 204,
    request: async (_f, t) => ({ url: `${uid(t.subject)}/email-confirmation` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/websitedata/draft',
    write: false,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/websitedata/draft` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/websitedata/draft',
    write: true,
    success: 200,
    request: async (f, t) => {
      const site = await f.site(t.client.id);
      return { url: `${c(t)}/websitedata/draft`, payload: { data: site.data, last_updated: site.last_updated } };
    },
  },
  { method: 'GET', path: '/api/client/:id/backups', write: false, success: 200, request: async (_f, t) => ({ url: `${c(t)}/backups` }) },
  {
    method: 'GET',
    path: '/api/client/:id/backups/:version',
    write: false,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/backups/1` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/backups/:version/restore',
    write: true,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/backups/1/restore` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/uploads',
    write: true,
    screen: 'products',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/uploads?kind=logo`, ...multipartBody(await pngBytes()) }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/gallery',
    write: true,
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/gallery`, payload: { image_url: t.client.imageUrl, description: 'New' } }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/gallery/order',
    write: true,
    success: 200,
    request: async (f, t) => {
      const ids = (await listGallery(f.server.database.db, t.client.id)).map((i) => i.id).reverse();
      return { url: `${c(t)}/gallery/order`, payload: { ids } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/gallery/:imageId',
    write: true,
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/gallery/${await f.addImage(t.client)}`, payload: { description: 'Changed' } }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/gallery/:imageId',
    write: true,
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/gallery/${await f.addImage(t.client)}` }),
  },
  ...BACK_OFFICE_MATRIX_ROUTES,
  ...STORE_MATRIX_ROUTES,
  ...DISCOUNT_MATRIX_ROUTES,
  ...QUOTE_MATRIX_ROUTES,
  ...SERVICES_STAFF_MATRIX_ROUTES,
  ...APPOINTMENT_MATRIX_ROUTES,
  ...LOCATION_MATRIX_ROUTES,
  ...FORM_MATRIX_ROUTES,
  ...TEMPLATE_MATRIX_ROUTES,
  ...CUSTOMER_MATRIX_ROUTES,
  ...INSIGHTS_MATRIX_ROUTES,
];
