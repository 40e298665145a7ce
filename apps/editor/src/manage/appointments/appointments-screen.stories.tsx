import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { SAMPLE_NOW, sampleAppointments, scheduleOptions } from './appointments-fixtures.js';
import { AppointmentsScreen } from './appointments-screen.js';

const base = '/api/client/11/owner-appointments';
const appointments = sampleAppointments();
const detail = Object.fromEntries(appointments.map((a) => [`GET ${base}/${a.id}`, a]));

const meta: Meta<typeof AppointmentsScreen> = {
  title: 'Back office/Schedule',
  component: AppointmentsScreen,
  args: { clientId: 11, currency: '$', now: SAMPLE_NOW },
};

export default meta;
type Story = StoryObj<typeof AppointmentsScreen>;

/** The week of 8 March 2026 with two appointments; open one to reschedule, cancel or note it. */
export const Week: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}/options`]: scheduleOptions,
      [`GET ${base}`]: { timeZone: scheduleOptions.timeZone, appointments },
      ...detail,
      [`POST ${base}/1/cancel`]: { ...appointments[0]!, status: 'canceled' },
    }),
  ],
};

export const Empty: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}/options`]: scheduleOptions,
      [`GET ${base}`]: { timeZone: scheduleOptions.timeZone, appointments: [] },
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}/options`]: FAILED_ANSWER })],
};
