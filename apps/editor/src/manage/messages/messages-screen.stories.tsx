import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultClient } from '@vitrina/core-model';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { MessagesScreen } from './messages-screen.js';

const base = '/api/client/11/messages';
const messages = [
  {
    id: 3,
    name: 'Ana Ruiz',
    email: 'ana@example.test',
    phone: '+1 555 010 0203',
    message: 'Do you have a table for two on Friday around 8pm?\nIt is our anniversary, a quiet corner would be lovely.',
    created_at: '2025-03-03T18:20:00.000Z',
    read_at: null,
    archived_at: null,
  },
  {
    id: 2,
    name: 'Ben Cole',
    email: 'ben@example.test',
    phone: '',
    message: 'Is the terrace open in winter?',
    created_at: '2025-03-02T09:05:00.000Z',
    read_at: null,
    archived_at: null,
  },
  {
    id: 1,
    name: 'Cleo Park',
    email: 'cleo@example.test',
    phone: '555-0101',
    message: 'Call me back about catering for 40 people, please.',
    created_at: '2025-03-01T12:00:00.000Z',
    read_at: '2025-03-01T15:00:00.000Z',
    archived_at: null,
  },
];
const read = (id: number) => ({ ...messages.find((m) => m.id === id), read_at: '2025-03-04T08:00:00.000Z' });

const meta: Meta<typeof MessagesScreen> = {
  title: 'Back office/Messages',
  component: MessagesScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof MessagesScreen>;

export const Inbox: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { messages, next_cursor: null },
      [`PATCH ${base}/3`]: read(3),
      [`PATCH ${base}/2`]: read(2),
      [`PATCH ${base}/1`]: read(1),
    }),
  ],
};

export const Empty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { messages: [], next_cursor: null } })],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};

const chatClient = defaultClient({ id: 11, name: 'Bistro Lumière', plan_slug: 'business', zenchat_enabled: true, is_active: 1 });
const chatConversations = [
  {
    id: 'c1',
    name: 'Ana Ruiz',
    email: 'ana@example.test',
    created_at: '2025-03-02T09:00:00.000Z',
    last_message_at: '2025-03-02T09:05:00.000Z',
    last_message: { author: 'visitor', body: 'Do you have a table for two?' },
  },
];

/** The owner of a business with chat: "Chat conversations" opens the visitors' chat inbox. */
export const WithChat: Story = {
  args: { chat: { client: chatClient } },
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { messages, next_cursor: null },
      ['GET /api/client/11/chat/conversations']: { conversations: chatConversations },
    }),
  ],
};

/** Chat turned off for the site: one sentence says so, no button. */
export const ChatTurnedOff: Story = {
  args: { chat: { client: { ...chatClient, zenchat_enabled: false } } },
  decorators: [withStoryRoutes({ [`GET ${base}`]: { messages, next_cursor: null } })],
};
