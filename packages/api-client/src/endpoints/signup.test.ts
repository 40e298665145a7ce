import { signupSchema, wizardPreviewSchema } from '@vitrina/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';
import { signupApi } from '@vitrina/api-client/signup';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', getToken: () => 'tok' };
type Store = ReturnType<typeof createTestStore>;
const preview = wizardPreviewSchema.cast({ business_name: 'Luna Salon' });
const signup = {
  ...signupSchema.getDefault(),
  business_name: 'Luna Salon',
  industry_id: 1,
  template_id: 9,
  subdomain: 'luna',
  email: 'o@luna.test',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-up endpoints (issue 16)', () => {
  it.each([
    {
      name: 'templateList: GET {api}/templates',
      run: (s: Store) => s.dispatch(signupApi.endpoints.templateList.initiate()),
      reply: { templates: [] },
      request: 'GET http://127.0.0.1:8080/api/templates null',
    },
    {
      name: 'createWizardSession: POST {api}/wizard/session with the answers',
      run: (s: Store) => s.dispatch(signupApi.endpoints.createWizardSession.initiate(preview)),
      reply: { id: 'w-1' },
      request: 'POST http://127.0.0.1:8080/api/wizard/session null',
      body: preview,
    },
    {
      name: 'saveWizardSession: PUT {api}/wizard/session/{id}, the id URL-encoded',
      run: (s: Store) => s.dispatch(signupApi.endpoints.saveWizardSession.initiate({ id: 'w/1', body: preview })),
      reply: { id: 'w/1' },
      request: 'PUT http://127.0.0.1:8080/api/wizard/session/w%2F1 null',
      body: preview,
    },
    {
      name: 'subdomainCheck: GET {api}/signup/subdomain?name=',
      run: (s: Store) => s.dispatch(signupApi.endpoints.subdomainCheck.initiate('luna salon')),
      reply: { subdomain: 'luna-salon', available: true, problem: null, site_url: 'http://luna-salon.localhost/' },
      request: 'GET http://127.0.0.1:8080/api/signup/subdomain?name=luna+salon null',
    },
    {
      name: 'createBuilderSession: POST {api}/client/{id}/builder-session with the bearer token',
      run: (s: Store) => s.dispatch(signupApi.endpoints.createBuilderSession.initiate(12)),
      reply: { builder_id: 'b-1' },
      request: 'POST http://127.0.0.1:8080/api/client/12/builder-session Bearer tok',
    },
  ])('$name', async ({ run, reply, request, body }) => {
    const { requests } = stubFetch(() => json(reply));
    const result = await run(createTestStore(config));
    expect(requests.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([request]);
    if (body) expect(await requests[0]?.json()).toEqual(body);
    expect(result.data).toEqual(reply);
  });

  it('signUp: POST {api}/signup with the answers, credentials included (the answer sets the sign-in ticket cookie)', async () => {
    const answer = { client_id: 5, site_url: 'http://luna.localhost/', admin_url: 'http://luna.localhost/admin' };
    const { requests } = stubFetch(() => json(answer, 201));
    const result = await createTestStore(config).dispatch(signupApi.endpoints.signUp.initiate(signup));
    expect(requests.map((r) => `${r.method} ${r.url} ${r.credentials}`)).toEqual(['POST http://127.0.0.1:8080/api/signup include']);
    expect(await requests[0]?.json()).toEqual(signup);
    expect(result.data).toEqual(answer);
  });
});
