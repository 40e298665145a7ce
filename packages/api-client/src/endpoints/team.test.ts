// The back office's Team calls: pages of people by cursor with the bearer token; adding a person gives the
// one-time link once; changes refetch the list; answers are read defensively.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const member = (email: string, extra: object = {}) => ({
  user_id: '0b7f3c1e-8a4d-4c1e-9a43-1f2b3c4d5e6f',
  email,
  name: 'Ana',
  role_id: 3,
  status: 'active',
  is_you: false,
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team endpoints (back office Team screen)', () => {
  it('loads pages by cursor with the bearer token; the members pass through', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ members: [member('a@x.test')], next_cursor: 'a@x.test' })
        : json({ members: [member('b@x.test', { user_id: null, status: 'invited' })], next_cursor: null }),
    );
    const store = createTestStore(config);
    await store.dispatch(teamApi.endpoints.team.initiate(7));
    const more = await store.dispatch(teamApi.endpoints.team.initiate(7, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.members.map((m) => [m.email, m.status, m.is_you, m.user_id]))).toEqual([
      [['a@x.test', 'active', false, '0b7f3c1e-8a4d-4c1e-9a43-1f2b3c4d5e6f']],
      [['b@x.test', 'invited', false, null]],
    ]);
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/team',
      'http://api.test/api/client/7/team?cursor=a%40x.test',
    ]);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('POST sends the person and answers whether the invitation was mailed (never a link); the list is loaded again', async () => {
    let listed = 0;
    const { requests } = stubFetch(async (request) => {
      if (request.method === 'POST')
        return json({ member: member('new@x.test', { status: 'awaiting_password' }), invitation_sent: true }, 201);
      listed += 1;
      return json({ members: [], next_cursor: null });
    });
    const store = createTestStore(config);
    const list = store.dispatch(teamApi.endpoints.team.initiate(7));
    await list;
    const added = await store.dispatch(
      teamApi.endpoints.addTeamMember.initiate({ clientId: 7, email: 'new@x.test', name: 'New', role_id: 3 }),
    );
    expect(added.data).toEqual({
      member: member('new@x.test', { status: 'awaiting_password' }),
      invitationSent: true,
    });
    const post = requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual({ email: 'new@x.test', name: 'New', role_id: 3 });
    await vi.waitFor(() => expect(listed).toBe(2));
    list.unsubscribe();
  });

  it('PATCH, DELETE of a person and of an invite go to their own paths', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'PATCH' ? json(member('a@x.test', { role_id: 4 })) : new Response(null, { status: 204 }),
    );
    const store = createTestStore(config);
    const changed = await store.dispatch(teamApi.endpoints.changeTeamRole.initiate({ clientId: 7, userId: 'u-1', role_id: 4 }));
    expect(changed.data?.role_id).toBe(4);
    await store.dispatch(teamApi.endpoints.removeTeamMember.initiate({ clientId: 7, userId: 'u-1' }));
    await store.dispatch(teamApi.endpoints.removeTeamInvite.initiate({ clientId: 7, email: 'leo+x@x.test' }));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PATCH http://api.test/api/client/7/team/u-1',
      'DELETE http://api.test/api/client/7/team/u-1',
      'DELETE http://api.test/api/client/7/team/invites/leo%2Bx%40x.test',
    ]);
    expect(await requests[0]!.json()).toEqual({ role_id: 4 });
  });
});
