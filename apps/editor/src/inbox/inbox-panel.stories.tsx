import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryEditor } from '../testing/story-editor.js';
import { InboxPanel } from './inbox-panel.js';

const base = '/api/client/11/chat/conversations';
const routes = {
  [`GET ${base}`]: {
    conversations: [
      {
        id: 'c2',
        name: 'Ana Ruiz',
        email: 'ana@example.test',
        created_at: '2025-03-02T09:00:00.000Z',
        last_message_at: '2025-03-02T09:05:00.000Z',
        last_message: { author: 'visitor', body: 'Do you have a table for two tonight?' },
      },
      {
        id: 'c1',
        name: 'Ben Cole',
        email: 'ben@example.test',
        created_at: '2025-03-01T09:00:00.000Z',
        last_message_at: '2025-03-01T09:00:00.000Z',
        last_message: { author: 'owner', body: 'Thanks, see you then!' },
      },
    ],
  },
  [`GET ${base}/c2/messages`]: {
    messages: [
      { id: 1, author: 'visitor', body: 'Hello!', created_at: '2025-03-02T09:00:00.000Z' },
      { id: 2, author: 'visitor', body: 'Do you have a table for two tonight?', created_at: '2025-03-02T09:05:00.000Z' },
    ],
  },
};

const meta: Meta<typeof InboxPanel> = {
  title: 'Editor/Chat inbox',
  component: InboxPanel,
  args: { onClose: () => undefined },
  decorators: [(Story) => <StoryEditor routes={routes}>{Story()}</StoryEditor>],
};

export default meta;
type Story = StoryObj<typeof InboxPanel>;

export const Conversations: Story = {};
