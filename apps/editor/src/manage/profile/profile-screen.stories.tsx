import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { ProfileScreen } from './profile-screen.js';

const url = '/api/client/11/profile';
const profile = { name: 'Ana Ruiz', email: 'ana@bistro-lumiere.example', language: 'en', mail_opt_outs: [] };

const meta: Meta<typeof ProfileScreen> = {
  title: 'Back office/Profile',
  component: ProfileScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof ProfileScreen>;

export const Loaded: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: profile, [`PUT ${url}`]: profile })],
};

export const Spanish: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: { ...profile, language: 'es' }, [`PUT ${url}`]: { ...profile, language: 'es' } })],
  globals: { locale: 'es' },
};

export const SaveRefused: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${url}`]: profile,
      [`PUT ${url}`]: new Response(
        JSON.stringify({ error: { code: 'invalid_request', message: 'x', fields: { name: 'validation:invalid.tooLong' } } }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: FAILED_ANSWER })],
};
