import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { ActivityScreen } from './activity-screen.js';

const base = '/api/client/11/activity';
const entries = [
  {
    id: 4,
    at: '2025-03-04T08:00:00.000Z',
    actor_email: 'owner@bistro.test',
    action: 'message.read',
    entity: 'contact_message',
    entity_id: '3',
    subject: 'Ana Ruiz',
    before: { read_at: null, archived_at: null },
    after: { read_at: '2025-03-04T08:00:00.000Z', archived_at: null },
  },
  {
    id: 3,
    at: '2025-03-03T16:45:00.000Z',
    actor_email: 'manager@bistro.test',
    action: 'update',
    entity: 'client_settings',
    entity_id: '11',
    subject: null,
    before: { name: 'Harbor Lane', contact_number: null, timezone: 'America/New_York' },
    after: { name: 'Harbor Lane Bistro', contact_number: '+1 555 010 0200', timezone: 'America/New_York' },
  },
  {
    id: 2,
    at: '2025-03-02T10:10:00.000Z',
    actor_email: 'manager@bistro.test',
    action: 'message.archive',
    entity: 'contact_message',
    entity_id: '1',
    subject: 'Cleo Park',
    before: { read_at: '2025-03-01T15:00:00.000Z', archived_at: null },
    after: { read_at: '2025-03-01T15:00:00.000Z', archived_at: '2025-03-02T10:10:00.000Z' },
  },
];

const meta: Meta<typeof ActivityScreen> = {
  title: 'Back office/Activity',
  component: ActivityScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof ActivityScreen>;

export const Log: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { entries, next_cursor: null } })],
};

export const MoreToLoad: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { entries, next_cursor: '2' } })],
};

export const Empty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { entries: [], next_cursor: null } })],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};
