import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { OwnInvitesNotice } from './own-invites-notice.js';

// The signed-in person's own invitations at the top of every /manage screen (issue 25: someone who already
// works for a business joins another only by accepting its invite).
const base = '/api/user/uid/vitrina/7/invites';
const corner = { id: '1b2c3d4e-5f60-4a71-8b82-9c0d1e2f3a4b', business_name: 'Corner Café', role_id: 1 };
const dental = { id: '2c3d4e5f-6071-4b82-9c93-0d1e2f3a4b5c', business_name: 'Dental Care', role_id: 3 };

const meta: Meta<typeof OwnInvitesNotice> = {
  title: 'Back office/Invitations',
  component: OwnInvitesNotice,
  args: { sub: 'vitrina|7' },
};

export default meta;
type Story = StoryObj<typeof OwnInvitesNotice>;

/** Accepting Corner Café offers its back office; Dental Care asks for another role (409 role_conflict). */
export const TwoInvites: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { invites: [corner, dental] },
      [`POST ${base}/${corner.id}/accept`]: { invite: corner, manage_url: 'http://corner.localhost:8080/manage' },
      [`POST ${base}/${dental.id}/accept`]: new Response(JSON.stringify({ error: { code: 'role_conflict', message: 'story' } }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
      [`DELETE ${base}/${dental.id}`]: new Response(null, { status: 204 }),
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};
