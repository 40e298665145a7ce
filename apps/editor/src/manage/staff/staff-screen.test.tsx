// The back office's Staff screen against a fake owner API answering like the real one (contracts
// OwnerStaffList / OwnerStaffMember / OwnerStaffOptions): the list with hours a week and login; the week
// editor by keyboard (add hours focuses the new row's start, location select, remove); overlapping hours
// named on their row before anything is sent; time off in the business's zone; the saved payload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerStaffMember, OwnerStaffOptions, OwnerStaffSummary } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { StaffScreen } from './staff-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-staff`;

const summary = (id: number, name: string, over: Partial<OwnerStaffSummary> = {}): OwnerStaffSummary => ({
  id,
  name,
  title: '',
  email: '',
  active: true,
  user_id: null,
  login_email: null,
  service_ids: [],
  weekly_minutes: 0,
  ...over,
});
const options: OwnerStaffOptions = {
  logins: [{ id: '6f1f7a8e-0000-4000-8000-000000000001', name: 'Priya', email: 'staff@bistro.test', staff_id: null }],
  locations: [{ id: 3, name: 'Harbor Lane Bistro', active: true }],
  services: [{ id: 11, name: 'Cooking class', active: true }],
  time_zone: 'America/New_York',
};
const dana: OwnerStaffMember = {
  ...summary(5, 'Dana Whitaker', { weekly_minutes: 480 }),
  hours: [{ weekday: 1, start: '09:00', end: '17:00', location_id: 3 }],
  breaks: [],
  time_off: [],
  time_zone: 'America/New_York',
};

function server(): Record<string, Handler> {
  return {
    [`GET ${base}`]: () =>
      json({
        staff: [
          summary(5, 'Dana Whitaker', { weekly_minutes: 480, title: 'Chef', login_email: 'dana@bistro.test' }),
          summary(6, 'Idle', { active: false }),
        ],
      }),
    [`GET ${base}/options`]: () => json(options),
    [`GET ${base}/5`]: () => json(dana),
    [`PUT ${base}/5`]: async (request) => {
      const input = (await request.json()) as OwnerStaffMember;
      return json({ ...dana, ...input, time_off: [] });
    },
  };
}

describe('Staff screen', () => {
  it('lists members with title, hours a week, login and badges', async () => {
    const { container } = renderWithEditor(<StaffScreen clientId={CLIENT_ID} />, { path: '/manage/staff', api: server() });
    const rows = within(await screen.findByRole('list', { name: 'Staff' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chef');
    expect(rows[0]).toHaveTextContent('8 h a week');
    expect(rows[0]).toHaveTextContent('Login: dana@bistro.test');
    expect(rows[1]).toHaveTextContent('Inactive');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('edits the week by keyboard and saves the whole week', async () => {
    const { api, container } = renderWithEditor(<StaffScreen clientId={CLIENT_ID} />, { path: '/manage/staff/5', api: server() });
    const user = userEvent.setup();
    const monday = await screen.findByRole('group', { name: 'Monday, hours 1' });
    expect(within(monday).getByRole('combobox', { name: 'Where' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, hours 1' });
    await waitFor(() => expect(within(tuesday).getByLabelText(/^From/)).toHaveFocus());
    await user.selectOptions(within(tuesday).getByRole('combobox', { name: 'Where' }), '');
    await user.click(screen.getByRole('button', { name: 'Add a break on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Remove Monday, hours 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add hours on Monday' })).toHaveFocus());
    expect(
      await axe.run(container, { rules: { 'color-contrast': { enabled: false } } }).then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save staff member' }));
    expect(await screen.findByText('Staff member saved.')).toBeInTheDocument();
    const [call] = api.calls(`PUT ${base}/5`);
    expect(await call!.json()).toMatchObject({
      hours: [{ weekday: 2, start: '09:00', end: '17:00', location_id: null }],
      breaks: [{ weekday: 1, start: '12:00', end: '13:00' }],
    });
  });

  it('names overlapping hours on their row, says the time zone of time off, and sends nothing', async () => {
    const { api } = renderWithEditor(<StaffScreen clientId={CLIENT_ID} />, { path: '/manage/staff/5', api: server() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    const second = await screen.findByRole('group', { name: 'Monday, hours 2' });
    const from = within(second).getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '16:00');
    await user.click(screen.getByRole('button', { name: 'Save staff member' }));
    expect(await within(second).findByText('These hours overlap other hours on the same day.')).toBeInTheDocument();
    expect(screen.getByText('Dates and times are in the business’s time zone (America/New_York).')).toBeInTheDocument();
    expect(api.calls(`PUT ${base}/5`)).toHaveLength(0);
  });
});
