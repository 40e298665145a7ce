// The signed-in person's own invites: listed, accepted and declined under their own subject with the bearer
// token; a change loads the list again; answers are read defensively.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamInvitesApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const subject = { provider: 'vitrina', id: 'u-1' };
const ID = '0b7f3c1e-8a4d-4c1e-9a43-1f2b3c4d5e6f';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('own team invites endpoints', () => {
  it('lists, accepts and declines; each change loads the list again', async () => {
    let listed = 0;
    const { requests } = stubFetch(async (request) => {
      if (request.method === 'POST')
        return json({ invite: { id: ID, business_name: 'Bistro', role_id: 1 }, manage_url: 'http://bistro.localhost/manage' });
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      listed += 1;
      return json({
        invites: [{ id: ID, business_name: 'Bistro', role_id: 1 }],
      });
    });
    const store = createTestStore(config);
    const list = await store.dispatch(teamInvitesApi.endpoints.ownInvites.initiate(subject));
    expect(list.data).toEqual([{ id: ID, business_name: 'Bistro', role_id: 1 }]);
    const accepted = await store.dispatch(teamInvitesApi.endpoints.acceptOwnInvite.initiate({ ...subject, inviteId: ID }));
    expect(accepted.data).toEqual({ invite: { id: ID, business_name: 'Bistro', role_id: 1 }, manageUrl: 'http://bistro.localhost/manage' });
    await vi.waitFor(() => expect(listed).toBe(2));
    await store.dispatch(teamInvitesApi.endpoints.declineOwnInvite.initiate({ ...subject, inviteId: ID }));
    await vi.waitFor(() => expect(listed).toBe(3));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/api/user/uid/vitrina/u-1/invites',
      `POST http://api.test/api/user/uid/vitrina/u-1/invites/${ID}/accept`,
      'GET http://api.test/api/user/uid/vitrina/u-1/invites',
      `DELETE http://api.test/api/user/uid/vitrina/u-1/invites/${ID}`,
      'GET http://api.test/api/user/uid/vitrina/u-1/invites',
    ]);
    expect(requests[1]!.headers.get('authorization')).toBe('Bearer tok');
  });
});
