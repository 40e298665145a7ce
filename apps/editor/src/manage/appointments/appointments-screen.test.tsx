// The back office's Schedule screen against a fake API that lists a range, filters, books, reschedules
// (refusing an overlap with 409 slot_taken) and cancels like the real one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import {
  SAMPLE_NOW,
  sampleAppointment as appointment,
  sampleAppointments as sample,
  scheduleOptions as options,
} from './appointments-fixtures.js';
import { AppointmentsScreen } from './appointments-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-appointments`;
const NOW = SAMPLE_NOW;
const ZONE = options.timeZone;

function scheduleServer(list: OwnerAppointment[]) {
  const overlaps = (a: OwnerAppointment, start: number, end: number, staffId: number) =>
    a.status === 'booked' && a.staff.id === staffId && Date.parse(a.start) < end && start < Date.parse(a.end);
  const handlers: Record<string, Handler> = {
    [`GET ${base}/options`]: () => json(options),
    [`GET ${base}`]: (request) => {
      const p = new URL(request.url).searchParams;
      const from = Date.parse(p.get('from')!);
      const to = Date.parse(p.get('to')!);
      const staffId = p.get('staffId');
      const found = list
        .filter((a) => Date.parse(a.start) < to && Date.parse(a.end) > from)
        .filter((a) => !staffId || String(a.staff.id) === staffId)
        .filter((a) => p.get('status') === 'all' || a.status !== 'canceled');
      return json({ timeZone: ZONE, appointments: found });
    },
    [`POST ${base}`]: async (request) => {
      const body = (await request.json()) as { staffId: number; start: string; details: { firstName: string } };
      const start = Date.parse(body.start);
      if (list.some((a) => overlaps(a, start, start + 3_600_000, body.staffId)))
        return json({ error: { code: 'slot_taken', message: 'taken' } }, 409);
      const made = appointment(
        list.length + 1,
        new Date(start).toISOString(),
        new Date(start + 3_600_000).toISOString(),
        body.staffId,
        body.details.firstName,
      );
      list.push(made);
      handlers[`GET ${base}/${made.id}`] = () => json(made);
      return json(made, 201);
    },
  };
  for (const a of list) {
    handlers[`GET ${base}/${a.id}`] = () => json(a);
    handlers[`PATCH ${base}/${a.id}`] = async (request) => {
      const body = (await request.json()) as { start: string; staffId: number };
      const start = Date.parse(body.start);
      if (list.some((o) => o !== a && overlaps(o, start, start + 3_600_000, body.staffId)))
        return json({ error: { code: 'slot_taken', message: 'taken' } }, 409);
      Object.assign(a, {
        start: body.start,
        end: new Date(start + 3_600_000).toISOString(),
        staff: options.staff.find((s) => s.id === body.staffId),
      });
      return json(a);
    };
    handlers[`POST ${base}/${a.id}/cancel`] = () => json(Object.assign(a, { status: 'canceled' }));
  }
  return handlers;
}

const day = (name: RegExp) => screen.getByRole('region', { name });

describe('Schedule screen (appointments calendar in the back office)', () => {
  it('shows the week of today in the business zone, each appointment a button naming time, customer, service and staff', async () => {
    const { container } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: scheduleServer(sample()) });
    expect(await screen.findByText('Times in New York (Eastern Time)')).toBeInTheDocument();
    const wednesday = await screen.findByRole('region', { name: /Wed, Mar 11/ });
    expect(within(wednesday).getByRole('button', { name: '10:00 AM–11:00 AM, Ana López, Cooking class, Marco Reyes' })).toBeInTheDocument();
    expect(within(day(/Thu, Mar 12/)).getByRole('button', { name: /2:00 PM–3:00 PM, Ben López/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(within(day(/Sun, Mar 8/)).getByText('No appointments.')).toBeInTheDocument();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('day view, previous / next and the staff filter ask the server for the right range', async () => {
    const { api } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: scheduleServer(sample()) });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Ana López/ });
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByRole('region', { name: /Wednesday, March 11/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('button', { name: /Ben López/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'Marco Reyes');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ben López/ })).not.toBeInTheDocument());
    expect(api.calls(`GET ${base}`).map((r) => new URL(r.url).search)).toEqual([
      '?from=2026-03-08T05%3A00%3A00.000Z&to=2026-03-15T04%3A00%3A00.000Z',
      '?from=2026-03-11T04%3A00%3A00.000Z&to=2026-03-12T04%3A00%3A00.000Z',
      '?from=2026-03-12T04%3A00%3A00.000Z&to=2026-03-13T04%3A00%3A00.000Z',
      '?from=2026-03-12T04%3A00%3A00.000Z&to=2026-03-13T04%3A00%3A00.000Z&staffId=1',
    ]);
  });

  it('opens an appointment with its details; a reschedule onto a taken time says so; another time moves it', async () => {
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} currency="USD" now={NOW} />, { api: scheduleServer(sample()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    const view = await screen.findByRole('article', { name: 'Ana López' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Ana López' })).toHaveFocus());
    for (const text of [
      'Wednesday, March 11, 2026, 10:00 AM–11:00 AM',
      'Marco Reyes',
      'Harbor Lane Bistro',
      'Cooking class',
      'Window seat',
      '5551234567',
    ])
      expect(view).toHaveTextContent(text);
    const date = screen.getByLabelText(/New date/);
    const time = screen.getByLabelText(/New time/);
    await user.clear(date);
    await user.type(date, '2026-03-12');
    await user.clear(time);
    await user.type(time, '14:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'Dana Whitaker');
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(/already has an appointment at that time/, { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(view).toHaveTextContent('Thursday, March 12, 2026, 4:00 PM–5:00 PM'));
    expect(view).toHaveTextContent('Dana Whitaker');
  });

  it('cancel asks first, then the appointment leaves the calendar', async () => {
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: scheduleServer(sample()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Ana López on Wednesday, March 11, 2026, 10:00 AM–11:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Back to the calendar' }));
    await screen.findByRole('button', { name: /Ben López/ });
    expect(screen.queryByRole('button', { name: /Ana López/ })).not.toBeInTheDocument();
  });

  it('books a new appointment in the business zone and shows it in the week; missing details are named', async () => {
    const { api } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: scheduleServer(sample()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New appointment' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'New appointment' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose at least one service.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Cooking class/ }));
    const time = screen.getByLabelText(/Start time/);
    await user.clear(time);
    await user.type(time, '13:15');
    await user.type(screen.getByLabelText(/First name/), 'Cleo');
    await user.type(screen.getByLabelText(/Last name/), 'Park');
    await user.type(screen.getByLabelText(/E-mail/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '5559876543');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('button', { name: '1:15 PM–2:15 PM, Cleo López, Cooking class, Marco Reyes' })).toBeInTheDocument();
    const [post] = api.calls(`POST ${base}`);
    expect(await post!.json()).toMatchObject({
      staffId: 1,
      serviceIds: [10],
      serviceType: 0,
      locationId: 5,
      start: '2026-03-11T17:15:00.000Z',
      details: { firstName: 'Cleo', lastName: 'Park', email: 'cleo@example.com', phoneNumber: '5559876543' },
    });
  });

  it("says a refused booking beside the form, and puts the API's refused details (details.*) under their own inputs", async () => {
    const server = scheduleServer(sample());
    const book = server[`POST ${base}`]!;
    const api = {
      ...server,
      // The API checks the phone by the business's country, and names the field `details.phoneNumber`.
      [`POST ${base}`]: async (request: Request) => {
        const body = (await request.clone().json()) as { details: { phoneNumber: string } };
        if (body.details.phoneNumber === '5550000000')
          return json(
            {
              error: {
                code: 'invalid_request',
                message: 'invalid',
                fields: { 'details.phoneNumber': 'validation:appointment.invalidPhone' },
              },
            },
            400,
          );
        return book(request);
      },
    };
    const { api: calls } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New appointment' }));
    await user.click(await screen.findByRole('checkbox', { name: /Cooking class/ }));
    await user.type(screen.getByLabelText(/First name/), 'Cleo');
    await user.type(screen.getByLabelText(/Last name/), 'Park');
    await user.type(screen.getByLabelText(/E-mail/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '5559876543');
    // 10:00 on Wednesday: Marco already has Ana then.
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const form = screen.getByRole('form', { name: 'New appointment' });
    await waitFor(() => expect(within(form).getAllByRole('alert').at(-1)).toHaveTextContent(/already has an appointment at that time/));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Cleo');
    const time = screen.getByLabelText(/Start time/);
    await user.clear(time);
    await user.type(time, '13:15');
    const phone = screen.getByLabelText(/Phone number/);
    await user.clear(phone);
    await user.type(phone, '5550000000');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number\./));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText(/E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByRole('alert').at(-1)).toHaveTextContent('Please check the highlighted fields.');
    expect(calls.calls(`POST ${base}`)).toHaveLength(2);
  });

  it('a home visit needs the address: refused before sending, the first missing field focused', async () => {
    const visits = { ...options, services: [{ ...options.services[0]!, serviceTypes: [1 as const] }] };
    const { api } = renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, {
      api: { ...scheduleServer([]), [`GET ${base}/options`]: () => json(visits) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New appointment' }));
    await user.click(await screen.findByRole('checkbox', { name: /Cooking class/ }));
    await user.type(screen.getByLabelText(/First name/), 'Cleo');
    await user.type(screen.getByLabelText(/Last name/), 'Park');
    await user.type(screen.getByLabelText(/E-mail/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '5559876543');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const [address] = screen.getAllByLabelText(/^Address/);
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^State/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText(/^Location/)).not.toBeInTheDocument();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
  });

  it('speaks Spanish: week from Monday, labels and the zone', async () => {
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} />, { api: scheduleServer(sample()), lng: 'es' });
    expect(await screen.findByText('Horas en Nueva York (hora oriental)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Horario' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent(/lun, 9 mar/);
    expect(screen.getByRole('button', { name: 'Nueva cita' })).toBeInTheDocument();
  });

  // Issue 26: the salon's owner booking a home visit got "US" as the customer's country, typed as a code.
  it('a home visit for a business in Spain starts in Spain, the country chosen by its name (es)', async () => {
    const salon = {
      ...options,
      timeZone: 'Europe/Madrid',
      locations: [],
      services: [{ ...options.services[0]!, serviceTypes: [1 as const] }],
    };
    const api = { ...scheduleServer([]), [`GET ${base}/options`]: () => json(salon) };
    renderWithEditor(<AppointmentsScreen clientId={CLIENT_ID} now={NOW} country="ES" />, { api, lng: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nueva cita' }));
    const country = await screen.findByRole('combobox', { name: /^País/ });
    expect(country).toHaveValue('ES');
    expect(within(country).getByRole('option', { name: 'España' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Provincia/)).toBeInTheDocument();
  });
});
