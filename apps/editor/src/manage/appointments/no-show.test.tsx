// The no-show mark on the Schedule screen (issue 31) against a fake API: an appointment whose time has passed
// offers "Mark as no-show" (asked first), one still to come does not; once marked, its detail and its entry in
// the calendar show the "No-show" badge, and "Clear no-show" takes it back at once. A refusal is said.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { SAMPLE_NOW as NOW, sampleAppointment, scheduleOptions as options } from './appointments-fixtures.js';
import { AppointmentsScreen } from './appointments-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-appointments`;

/** Ana on Tuesday (before NOW, Wednesday 09:00 in New York) and Ben on Thursday (after it). */
function server(refuse?: { code: string; status: number }) {
  const list = [
    sampleAppointment(1, '2026-03-10T10:00:00-04:00', '2026-03-10T11:00:00-04:00', 1, 'Ana'),
    sampleAppointment(2, '2026-03-12T14:00:00-04:00', '2026-03-12T15:00:00-04:00', 2, 'Ben'),
  ];
  const handlers: Record<string, Handler> = {
    [`GET ${base}/options`]: () => json(options),
    [`GET ${base}`]: () => json({ timeZone: options.timeZone, appointments: list }),
  };
  for (const a of list) {
    handlers[`GET ${base}/${a.id}`] = () => json(a);
    handlers[`PUT ${base}/${a.id}/no-show`] = async (request) => {
      if (refuse) return json({ error: { code: refuse.code, message: 'refused' } }, refuse.status);
      const { noShow } = (await request.json()) as { noShow: boolean };
      return json(Object.assign(a, { noShowAt: noShow ? '2026-03-11T09:00:00-04:00' : null }) satisfies OwnerAppointment);
    };
  }
  return handlers;
}

describe('Schedule screen: the no-show mark', () => {
  it('marks a past appointment after asking; the badge shows in its detail and in the calendar; clear takes it back', async () => {
    const { api, container } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: server() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    const view = await screen.findByRole('article', { name: 'Ana López' });
    expect(within(view).queryByText('No-show')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as no-show' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as a no-show?' });
    expect(dialog).toHaveTextContent('Ana López did not come on Tuesday, March 10, 2026, 10:00 AM–11:00 AM.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(view).getByText('No-show')).toBeInTheDocument());
    expect(await screen.findByText('The appointment was marked as a no-show.')).toBeInTheDocument();
    const [put] = api.calls(`PUT ${base}/1/no-show`);
    expect(await put!.json()).toEqual({ noShow: true });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to the calendar' }));
    const entry = await screen.findByRole('button', { name: '10:00 AM–11:00 AM, Ana López, Cooking class, Marco Reyes, No-show' });
    expect(within(entry).getByText('No-show')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ben López/ })).not.toHaveTextContent('No-show');

    await user.click(entry);
    await user.click(await screen.findByRole('button', { name: 'Clear no-show' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as no-show' })).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Ana López' })).queryByText('No-show')).not.toBeInTheDocument();
    expect(await api.calls(`PUT ${base}/1/no-show`)[1]!.json()).toEqual({ noShow: false });
  });

  it('an appointment still to come offers no mark', async () => {
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: server() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ben López/ }));
    await screen.findByRole('article', { name: 'Ben López' });
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as no-show' })).not.toBeInTheDocument();
  });

  it('says why the API refused (the appointment has not started yet), in Spanish too', async () => {
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, {
      api: server({ code: 'appointment_not_started', status: 409 }),
      lng: 'es',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    await user.click(await screen.findByRole('button', { name: 'Marcar como no presentado' }));
    const dialog = screen.getByRole('dialog', { name: '¿Marcar como no presentado?' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como no presentado' }));
    expect(await within(dialog).findByText(/Esta cita aún no ha empezado/, { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
