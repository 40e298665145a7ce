import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { BackOfficeLayout } from './back-office-layout.js';
import { NoAccessPanel, NotBuiltPanel } from './screen-panels.js';

const meta = {
  title: 'Back office/Layout',
  component: BackOfficeLayout,
  args: { businessName: 'Bistro Verde', roleId: 1, onSignOut: () => undefined, children: <NotBuiltPanel screen="blog" /> },
  argTypes: { roleId: { control: 'select', options: [1, 3, 4] }, children: { control: false } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/manage/blog']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BackOfficeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §6: the owner (1) sees every screen, Team included, and the way back to the site editor. */
export const Owner: Story = {};

/** Spec §6: a manager (3) sees everything but Team. */
export const Manager: Story = { args: { roleId: 3 } };

/** Spec §6: an employee (4) sees their schedule and profile only; another screen typed in says so. */
export const EmployeeWithoutAccess: Story = { args: { roleId: 4, children: <NoAccessPanel home="schedule" /> } };

/** Below 768 px the navigation waits behind the menu button (resize the canvas, or pick a mobile viewport). */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
