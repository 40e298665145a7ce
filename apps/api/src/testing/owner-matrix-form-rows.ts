// The owner-route matrix's rows of the Forms screen (issue 15): owner and manager; freemium owners may read,
// not build or send (§4, as Services).
import { buildAnsweredResponse, buildForm, TEST_FORM_FIELDS } from './form-builders.js';
import { uniqueLabel } from './builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const newForm = (f: OwnerFixture, t: Target) => buildForm(f.server.database.db, t.client.id);
const answered = async (f: OwnerFixture, t: Target) =>
  buildAnsweredResponse(f.server.app, f.server.database.db, t.client.id, await newForm(f, t));
const formBody = () => ({ name: uniqueLabel('Matrix form'), description: '', fields: TEST_FORM_FIELDS, active: true, service_ids: [] });

const row = (method: MatrixRoute['method'], path: string, success: number, request: MatrixRoute['request']): MatrixRoute => ({
  method,
  path,
  write: method !== 'GET',
  screen: 'forms',
  success,
  request,
});

export const FORM_MATRIX_ROUTES: MatrixRoute[] = [
  row('GET', '/api/client/:id/owner-forms', 200, async (_f, t) => ({ url: `${c(t)}/owner-forms` })),
  row('GET', '/api/client/:id/owner-forms/:formId', 200, async (f, t) => ({ url: `${c(t)}/owner-forms/${(await newForm(f, t)).id}` })),
  row('POST', '/api/client/:id/owner-forms', 201, async (_f, t) => ({ url: `${c(t)}/owner-forms`, payload: formBody() })),
  row('PUT', '/api/client/:id/owner-forms/:formId', 200, async (f, t) => ({
    url: `${c(t)}/owner-forms/${(await newForm(f, t)).id}`,
    payload: formBody(),
  })),
  row('DELETE', '/api/client/:id/owner-forms/:formId', 200, async (f, t) => ({ url: `${c(t)}/owner-forms/${(await newForm(f, t)).id}` })),
  row('POST', '/api/client/:id/owner-forms/:formId/requests', 201, async (f, t) => ({
    url: `${c(t)}/owner-forms/${(await newForm(f, t)).id}/requests`,
    payload: { email: 'ana@example.com' },
  })),
  row('GET', '/api/client/:id/owner-form-responses', 200, async (_f, t) => ({ url: `${c(t)}/owner-form-responses` })),
  row('GET', '/api/client/:id/owner-form-responses/:responseUuid', 200, async (f, t) => ({
    url: `${c(t)}/owner-form-responses/${(await answered(f, t)).responseUuid}`,
  })),
  row('GET', '/api/client/:id/owner-form-files/:fileId', 200, async (f, t) => ({
    url: `${c(t)}/owner-form-files/${(await answered(f, t)).fileId}`,
  })),
];
