import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInZone } from '@vitrina/booking';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';
import { bistroInfo } from './booking-fixture.test-data.js';

const UUID = '0b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59';
const HOLD = '5f0c9a3e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
const today = todayInZone('America/New_York');
const day = addDays(today, 2);
const start = `${day}T10:00:00-05:00`;

interface Sent {
  path: string;
  search: string;
  body: unknown;
}

/** The booking API of a bistro: one free day two days ahead with one slot; `holdStatus` 409 = taken. */
function fakeApi(sent: Sent[], holdStatus = 201) {
  return (path: string, init: RequestInit | undefined, search: string) => {
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : null;
    if (!path.startsWith('/api/client/')) return null;
    sent.push({ path: path.replace(/^\/api\/client\/\d+/, ''), search, body });
    if (/\/booking$/.test(path)) return json(bistroInfo());
    if (path.endsWith('/booking/dates')) return json({ timeZone: 'America/New_York', dates: [day] });
    if (path.endsWith('/booking/slots')) {
      const date = new URLSearchParams(search).get('date');
      const slots = date === day ? [{ start, end: `${day}T10:45:00-05:00`, staffIds: [3], locationId: null }] : [];
      return json({ date, timeZone: 'America/New_York', slots });
    }
    if (path.endsWith('/booking/holds')) {
      return holdStatus === 201
        ? json({ holdId: HOLD, staffId: 3, start, end: start, expiresAt: start }, 201)
        : json({ error: { code: 'slot_unavailable', message: 'Slots are not available for the selected date' } }, 409);
    }
    if (path.endsWith('/appointments')) {
      return json(
        {
          uuid: UUID,
          status: 'booked',
          serviceType: 2,
          start,
          end: `${day}T10:45:00-05:00`,
          timeZone: 'America/New_York',
          services: [{ name: 'Wine pairing consultation', price: '40.00', durationMinutes: 45 }],
          total: '40.00',
          staff: { id: 3, name: 'Priya Nair' },
          location: null,
          address: null,
          meetingUrl: 'https://meet.example/wine',
          firstName: 'Ana',
          email: 'ana@example.com',
          formsPath: null,
        },
        201,
      );
    }
    return null;
  };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const params = (router: ReturnType<typeof renderSite>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/appointment/employee/{id} (spec §2 employee flow)', () => {
  it('books with the staff member: date and slot, the slot held on Continue, details, success; Back goes one step back', async () => {
    const sent: Sent[] = [];
    const user = userEvent.setup();
    const { router } = renderSite('/appointment/employee/3', { api: fakeApi(sent) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book with Priya Nair' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await heading('Pick a date and time')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    // One service, one type: the service select shows it, no type select.
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('Wine pairing consultation · 45 min');
    expect(screen.queryByLabelText('How would you like to meet?')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('Select a date to see available times.', { selector: '.site-booking__error' });
    await waitFor(() => expect(message).toHaveFocus());

    // The calendar opens on this month; two days ahead may be the next one (the last days of a month).
    if (day.slice(0, 7) !== today.slice(0, 7)) await user.click(screen.getByRole('button', { name: 'Next month' }));
    const open = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>(`[data-date="${day}"]`);
      expect(button).not.toHaveAttribute('aria-disabled');
      return button!;
    });
    await user.click(open);
    await waitFor(() => expect(params(router).date).toBe(day));
    const radio = await screen.findByRole('radio', { name: /10:00 AM/ });
    await user.click(radio);
    await waitFor(() => expect(params(router).slot).toBe(start));
    // The page re-rendered with the slot (Continue acts on what the page shows).
    await waitFor(() => expect(radio).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const details = await heading('Your details');
    await waitFor(() => expect(details).toHaveFocus());
    expect(params(router)).toMatchObject({ step: 'DetailFormForEmployee', service: '13', type: '2', hold: HOLD });
    expect(sent.find((s) => s.path === '/booking/holds')?.body).toEqual({
      serviceType: 2,
      locationId: null,
      serviceIds: [13],
      staffId: 3,
      start,
    });
    expect(within(screen.getByRole('region', { name: 'Appointment summary' })).getByText('Online')).toBeInTheDocument();

    // Back and on again with the same slot: its hold still stands, it is not held a second time.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Pick a date and time')).toBeInTheDocument();
    expect(params(router).hold).toBe(HOLD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Your details');
    expect(sent.filter((s) => s.path === '/booking/holds')).toHaveLength(1);

    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Ruiz');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '617 555 0100');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await heading('Your appointment is booked')).toBeInTheDocument();
    expect(params(router)).toMatchObject({ step: 'EmployeeBookingSuccess', appointment: UUID });
    const booked = sent.find((s) => s.path === '/appointments')?.body as Record<string, unknown>;
    expect(booked).toMatchObject({ employeeLink: true, holdId: HOLD, staffId: 3, serviceIds: [13], start });
    expect(await screen.findByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example/wine');
  });

  it('a slot taken before Continue stays on the first step with the message and without the slot', async () => {
    const sent: Sent[] = [];
    const user = userEvent.setup();
    const { router } = renderSite(`/appointment/employee/3?step=SelectDateAndSlot&date=${day}&slot=${encodeURIComponent(start)}`, {
      api: fakeApi(sent, 409),
    });
    await heading('Pick a date and time');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('This time was just booked by someone else. Please choose another time.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(params(router).slot).toBeUndefined();
    expect(params(router).step).toBe('SelectDateAndSlot');
  });

  it('a details URL without a slot falls back to the first step; a staff member with several services and types offers both selects', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/appointment/employee/2?step=DetailFormForEmployee&service=12', { api: fakeApi([]) });
    expect(await heading('Pick a date and time')).toBeInTheDocument();
    const service = screen.getByLabelText('Service');
    expect(service).toHaveDisplayValue('Private chef at home · 180 min');
    await user.selectOptions(service, '11');
    await waitFor(() => expect(params(router)).toMatchObject({ service: '11', type: '0' }));
    expect(screen.queryByLabelText('How would you like to meet?')).not.toBeInTheDocument();
  });

  it('an unknown staff id says so plainly', async () => {
    renderSite('/appointment/employee/99', { api: fakeApi([]) });
    expect(await screen.findByText(/does not take online bookings/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish site', async () => {
    renderSite('/appointment/employee/3', { api: fakeApi([]), sub: 'salon', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservar con Priya Nair' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Servicio')).toBeInTheDocument();
  });
});
