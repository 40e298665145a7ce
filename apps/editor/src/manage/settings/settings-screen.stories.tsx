import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { SettingsScreen } from './settings-screen.js';

const url = '/api/client/11/settings';
const settings = {
  name: 'Bistro Lumière',
  contactNumber: '(617) 555-0142',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  country: 'US',
  contactEmail: 'hello@bistrolumiere.com',
  address: { address1: '214 Harbor Lane', address2: '', city: 'Boston', region: 'MA', postalCode: '02110' },
  bookingReminder: '24h',
  bookingChanges: '24h',
};

/** A Spanish business that has not given an address yet. */
const salon = {
  name: 'Salón Lucía',
  contactNumber: '(612) 345-6789',
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  language: 'es',
  country: 'ES',
  contactEmail: '',
  address: { address1: '', address2: '', city: '', region: '', postalCode: '' },
  bookingReminder: '2h',
};

const meta: Meta<typeof SettingsScreen> = {
  title: 'Back office/Business settings',
  component: SettingsScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof SettingsScreen>;

export const Loaded: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: settings, [`PUT ${url}`]: { settings, published: true } })],
};

export const NoAddressYet: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: salon, [`PUT ${url}`]: { settings: salon, published: true } })],
};

export const SaveRefused: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${url}`]: settings,
      [`PUT ${url}`]: new Response(
        JSON.stringify({
          error: {
            code: 'invalid_request',
            message: 'x',
            fields: { currency: 'validation:invalid.currency', 'address.postalCode': 'validation:invalid.postalCode' },
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${url}`]: FAILED_ANSWER })],
};
