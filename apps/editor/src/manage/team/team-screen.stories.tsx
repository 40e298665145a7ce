import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { EditorFrame, frameServices, frameStore } from '../../testing/editor-frame.js';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { storyAuth } from '../../testing/story-auth.js';
import { InvitationSentPanel } from './invitation-sent-panel.js';
import { TeamScreen } from './team-screen.js';

const base = '/api/client/11/team';
const owner = {
  user_id: '5b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41',
  email: 'dana@bistro.test',
  name: 'Dana Whitaker',
  role_id: 1,
  status: 'active',
  is_you: true,
};
const members = [
  {
    user_id: '0f1e2d3c-4b5a-4c69-8d7e-6f5a4b3c2d1e',
    email: 'ana@bistro.test',
    name: 'Ana Ruiz',
    role_id: 3,
    status: 'active',
    is_you: false,
  },
  {
    user_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    email: 'ben@bistro.test',
    name: 'Ben Cole',
    role_id: 4,
    status: 'awaiting_password',
    is_you: false,
  },
  owner,
  { user_id: null, email: 'leo@bistro.test', name: '', role_id: 4, status: 'invited', is_you: false },
];

/** The list's call never answers: the screen stays on its loading state. */
function PendingFrame({ children }: { children: ReactNode }) {
  const store = useMemo(
    () =>
      frameStore({ apiBaseUrl: '/api', getToken: () => storyAuth.accessToken(), fetchFn: () => new Promise<Response>(() => undefined) }),
    [],
  );
  return (
    <EditorFrame store={store} services={frameServices(storyAuth)}>
      <MemoryRouter initialEntries={['/manage/team']}>{children}</MemoryRouter>
    </EditorFrame>
  );
}

const withPendingList: Decorator = (Story) => <PendingFrame>{Story()}</PendingFrame>;

const meta: Meta<typeof TeamScreen> = {
  title: 'Back office/Team',
  component: TeamScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof TeamScreen>;

export const Loaded: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { members, next_cursor: null },
      [`POST ${base}`]: {
        member: {
          user_id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          email: 'cleo@bistro.test',
          name: 'Cleo Park',
          role_id: 3,
          status: 'awaiting_password',
          is_you: false,
        },
        invitation_sent: true,
      },
      [`PATCH ${base}/${members[0]!.user_id}`]: { ...members[0], role_id: 4 },
    }),
  ],
};

/** Only the owner so far. */
export const OnlyYou: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { members: [owner], next_cursor: null } })],
};

export const Loading: Story = { decorators: [withPendingList] };

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};

/** What the owner sees once after adding someone with the built-in identity provider. */
export const InvitationSent: Story = {
  render: () => <InvitationSentPanel email="cleo@bistro.test" onResend={async () => true} onDone={() => undefined} />,
  decorators: [withStoryRoutes({})],
};
