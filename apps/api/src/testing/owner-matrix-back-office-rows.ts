// The owner-route matrix's rows of the back office's own screens: the chat inbox and Messages (with Messages →
// Sent, the outbox), Business settings, Blog, Profile, Activity and Team (each row's `screen` says which).
import { insertMessages } from '../modules/mail/mail-repository.js';
import { insertContactMessage } from '../modules/messages/messages-repository.js';
import { blogPosts, teamInvites } from '../db/schema.js';
import { buildUser, uniqueLabel } from './builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const newMessage = async (f: OwnerFixture, t: Target) =>
  (await insertContactMessage(f.server.database.db, t.client.id, { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hello' }))
    .id;

/** An e-mail in the target client's outbox (issue 28); returns its id. */
const newMail = async (f: OwnerFixture, t: Target) => {
  const key = uniqueLabel('mail');
  const [id] = await insertMessages(f.server.database.db, [
    {
      clientId: t.client.id,
      kind: 'order_receipt',
      eventId: null,
      dedupeKey: key,
      to: { address: 'ana@example.com', name: 'Ana' },
      fromName: 'Matrix',
      replyTo: null,
      language: 'en',
      subject: 'Receipt',
      html: '<p>Receipt</p>',
      text: 'Receipt',
      messageId: `<${key}@vitrina.test>`,
    },
  ]);
  return id!;
};

/** A draft blog post of the target's client; returns its id. */
const newPost = async (f: OwnerFixture, t: Target) => {
  const [row] = await f.server.database.db
    .insert(blogPosts)
    .values({ client_id: t.client.id, slug: uniqueLabel('post'), title: 'Matrix post', status: 'draft' })
    .returning({ id: blogPosts.id });
  return row!.id;
};
const postBody = () => ({
  title: 'Matrix post',
  slug: uniqueLabel('post'),
  excerpt: '',
  body: '<p>Hello</p>',
  cover_image_url: null,
  seo_title: '',
  seo_description: '',
  published_at: null,
});

/** An employee with access to the target's client only. */
const newTeamMember = (f: OwnerFixture, t: Target) => buildUser(f.server.database.db, { role_id: 4, clientIds: [t.client.id] });

export const BACK_OFFICE_MATRIX_ROUTES: MatrixRoute[] = [
  // The chat inbox (modules/messages/chat-routes.ts) belongs to the Messages screen: owner and manager.
  {
    method: 'GET',
    path: '/api/client/:id/chat/conversations',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/chat/conversations` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/chat/conversations/:cid/messages',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/chat/conversations/${await f.addConversation(t.client)}/messages` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/chat/conversations/:cid/replies',
    write: true,
    screen: 'messages',
    success: 201,
    request: async (f, t) => ({
      url: `${c(t)}/chat/conversations/${await f.addConversation(t.client)}/replies`,
      payload: { body: 'Thanks for writing!' },
    }),
  },
  // The back office's Messages screen: owner and manager (back-office rights), not the employee.
  {
    method: 'GET',
    path: '/api/client/:id/messages',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/messages?status=all&limit=10` }),
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/messages/:messageId',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/messages/${await newMessage(f, t)}`, payload: { read: true } }),
  },
  // Messages → Sent (modules/mail/mail-routes.ts): the Messages screen's roles; freemium businesses too.
  {
    method: 'GET',
    path: '/api/client/:id/mail',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/mail?limit=10` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/mail/:mailId',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/mail/${await newMail(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/mail/:mailId/resend',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/mail/${await newMail(f, t)}/resend` }),
  },
  // The back office's Business settings screen: owner and manager; a freemium owner may read, not change.
  {
    method: 'GET',
    path: '/api/client/:id/settings',
    write: false,
    screen: 'settings',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/settings` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/settings',
    write: true,
    screen: 'settings',
    success: 200,
    request: async (_f, t) => ({
      url: `${c(t)}/settings`,
      payload: {
        name: 'Matrix Bakery',
        contactNumber: '(617) 555-0142',
        timeZone: 'America/New_York',
        currency: 'USD',
        language: 'en',
        country: 'US',
      },
    }),
  },
  // The back office's Blog screen: owner and manager; a freemium owner may read, not change.
  {
    method: 'GET',
    path: '/api/client/:id/blog-posts',
    write: false,
    screen: 'blog',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/blog-posts?status=all&sort=title&limit=5` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/blog-posts/:postId',
    write: false,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts',
    write: true,
    screen: 'blog',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/blog-posts`, payload: postBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/blog-posts/:postId',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}`, payload: postBody() }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts/:postId/publish',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}/publish` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts/:postId/unpublish',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}/unpublish` }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/blog-posts/:postId',
    write: true,
    screen: 'blog',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}` }),
  },
  // The back office's Profile screen: every role, its own profile; a freemium business's staff may change it.
  {
    method: 'GET',
    path: '/api/client/:id/profile',
    write: false,
    screen: 'profile',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/profile` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/profile',
    write: false,
    screen: 'profile',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/profile`, payload: { name: 'Matrix Person', language: 'en' } }),
  },
  // The back office's Activity screen (the audit log): the owner only (back-office rights).
  {
    method: 'GET',
    path: '/api/client/:id/activity',
    write: false,
    screen: 'activity',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/activity?limit=10` }),
  },
  // The back office's Team screen: the owner only (back-office rights); not the website, so freemium owners too.
  {
    method: 'GET',
    path: '/api/client/:id/team',
    write: false,
    screen: 'team',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/team` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/team',
    write: false,
    screen: 'team',
    success: 201,
    request: async (_f, t) => ({
      url: `${c(t)}/team`,
      payload: { email: `${uniqueLabel('m')}@example.com`, name: 'Matrix Person', role_id: 4 },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/team/:userId',
    write: false,
    screen: 'team',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/team/${(await newTeamMember(f, t)).id}`, payload: { role_id: 3 } }),
  },
  // A member still awaiting their password gets the invitation mailed again (issue 28). The matrix's server
  // runs without the built-in identity provider, so a role let through meets 409 not_awaiting_password (the
  // 200 and its mail: modules/team/identity-mail.test.ts); the others are refused before it.
  {
    method: 'POST',
    path: '/api/client/:id/team/:userId/invitation',
    write: false,
    screen: 'team',
    success: 409,
    request: async (f, t) => ({ url: `${c(t)}/team/${(await newTeamMember(f, t)).id}/invitation` }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/team/:userId',
    write: false,
    screen: 'team',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/team/${(await newTeamMember(f, t)).id}` }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/team/invites/:email',
    write: false,
    screen: 'team',
    success: 204,
    request: async (f, t) => {
      const email = `${uniqueLabel('i')}@example.com`;
      await f.server.database.db.insert(teamInvites).values({ client_id: t.client.id, email, role_id: 4, invited_by: 'matrix' });
      return { url: `${c(t)}/team/invites/${encodeURIComponent(email)}` };
    },
  },
];
