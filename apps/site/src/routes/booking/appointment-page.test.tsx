import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingInfo } from '@vitrina/api-client';
import { addDays, todayInZone } from '@vitrina/booking';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';
import { bistroInfo } from './booking-fixture.test-data.js';

const bookingApi = (info: BookingInfo) => (path: string) => (/^\/api\/client\/\d+\/booking$/.test(path) ? json(info) : null);
const open = (path: string, info = bistroInfo(), locale: 'en' | 'es' = 'en') =>
  renderSite(path, { api: bookingApi(info), ...(locale === 'es' ? { sub: 'salon', locale } : {}) });
// Generous: a step change is a router navigation (loaders included), slow on a busy CI machine.
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 15_000 });
const focused = async (text: string) => {
  const element = await screen.findByText(text, {}, { timeout: 15_000 });
  await waitFor(() => expect(element).toHaveFocus());
  return element;
};
const search = (router: ReturnType<typeof open>['router']) => new URLSearchParams(router.state.location.search);

describe('/appointment wizard (spec §2 appointment flow, §5 step messages)', () => {
  it('Continue with nothing chosen shows each step’s §5 message, announced and focused', async () => {
    const user = userEvent.setup();
    const { router } = open('/appointment');
    expect(await heading('How would you like to meet?')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await focused('Please select the service type.');
    expect(message.closest('[aria-live]')).not.toBeNull();

    await user.click(screen.getByRole('radio', { name: /At our location/ }));
    expect(screen.queryByText('Please select the service type.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const locationTitle = await heading('Choose a location');
    await waitFor(() => expect(locationTitle).toHaveFocus());
    expect(search(router).get('step')).toBe('SelectLocation');
    expect(search(router).get('type')).toBe('0');
    // Only locations where someone works are offered.
    expect(screen.queryByRole('radio', { name: /Closed Annex/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await focused('Please select a location.');

    await user.click(screen.getByRole('radio', { name: /Seaport Kitchen/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Choose your services')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['11']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await focused('Please select at least one service.');

    await user.click(screen.getByRole('checkbox', { name: /Cooking class/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Choose a staff member')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['any', '2']);
    expect(screen.getByRole('radio', { name: 'Any available staff member' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Marco Reyes/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await focused('Please select a staff member.');
  });

  it('Back keeps the choices; the browser’s back button goes one step back; a reload restores the step', async () => {
    const user = userEvent.setup();
    const { router, unmount } = open('/appointment?step=SelectEmployee&type=0&location=1&services=10');
    expect(await heading('Choose a staff member')).toBeInTheDocument();
    // The page shows the step it is going to at once; the URL (and so the history entry the browser's Back
    // returns to) follows when the router's navigation ends. Each click here waits for its URL, as a person
    // would be slower than a loaded CI machine; a click during a running navigation replaces it.
    const urlStep = (step: string, staff: string | null) =>
      waitFor(
        () => {
          expect(search(router).get('step')).toBe(step);
          expect(search(router).get('staff')).toBe(staff);
        },
        { timeout: 15_000 },
      );
    await user.click(screen.getByRole('radio', { name: /Dana Whitaker/ }));
    await urlStep('SelectEmployee', '1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Choose your services')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Chef's table tasting/ })).toBeChecked();
    await urlStep('SelectService', '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Choose a staff member')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Dana Whitaker/ })).toBeChecked();
    await urlStep('SelectEmployee', '1');

    await router.navigate(-1);
    expect(await heading('Choose your services')).toBeInTheDocument();
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    open(url);
    expect(await heading('Choose your services')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Chef's table tasting/ })).toBeChecked();
  });

  it('the browser’s Back pressed as a step arrives, before the page shows it, goes back to the step before', async () => {
    const user = userEvent.setup();
    const { router } = open('/appointment?step=SelectService&type=0&location=1&services=10');
    expect(await heading('Choose your services')).toBeInTheDocument();
    // Back the moment the router has arrived at the next step, before React renders it.
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || new URLSearchParams(state.location.search).get('step') !== 'SelectEmployee') return;
      stop();
      void router.navigate(-1);
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(search(router).get('step')).toBe('SelectService'), { timeout: 15_000 });
    expect(await heading('Choose your services')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Choose a staff member' })).not.toBeInTheDocument();
  });

  it('a choice made while the previous one is still on its way survives that one arriving (date, then a time at once)', async () => {
    const user = userEvent.setup();
    // Tomorrow in the business's zone: always inside the horizon, in this month or the next.
    const date = addDays(todayInZone('America/New_York'), 1);
    const start = `${date}T11:00:00-05:00`;
    const api = (path: string) => {
      if (/\/booking$/.test(path)) return json(bistroInfo());
      if (/\/booking\/slots$/.test(path))
        return json({
          date,
          timeZone: 'America/New_York',
          slots: [{ start, end: `${date}T11:45:00-05:00`, staffIds: [3], locationId: null }],
        });
      if (/\/booking\/dates$/.test(path)) return json({ timeZone: 'America/New_York', dates: [date] });
      return null;
    };
    const { router, container } = renderSite('/appointment?step=SelectDateAndTime&type=2&services=13&staff=3', { api });
    expect(await heading('Pick a date and time')).toBeInTheDocument();
    if (!container.querySelector(`[data-date="${date}"]`)) await user.click(screen.getByRole('button', { name: 'Next month' }));
    const day = await waitFor(() => {
      const found = container.querySelector<HTMLButtonElement>(`[data-date="${date}"]:not([disabled])`);
      expect(found).not.toBeNull();
      return found as HTMLButtonElement;
    });
    // The router's navigations wait until the test lets each go: the visitor is quicker than the router.
    const held: (() => void)[] = [];
    const navigate = router.navigate.bind(router);
    router.navigate = ((...args: Parameters<typeof navigate>) =>
      new Promise<void>((resolve) => held.push(() => resolve(navigate(...args))))) as typeof router.navigate;
    await user.click(day);
    const time = await screen.findByRole('radio', { name: /11:00/ }, { timeout: 5000 });
    await user.click(time);
    expect(time).toBeChecked();
    expect(held).toHaveLength(2);
    // The date's navigation arrives first: the time chosen meanwhile stays chosen.
    held[0]?.();
    await waitFor(() => expect(search(router).get('date')).toBe(date));
    expect(search(router).get('slot')).toBeNull();
    expect(screen.getByRole('radio', { name: /11:00/ })).toBeChecked();
    held[1]?.();
    await waitFor(() => expect(search(router).get('slot')).toBe(start));
    expect(screen.getByRole('radio', { name: /11:00/ })).toBeChecked();
  });

  it('a service type picked right after "Choose a staff member first", before its URL arrives, keeps the staff-first order', async () => {
    const user = userEvent.setup();
    const { router } = open('/appointment');
    const link = await screen.findByRole('link', { name: 'Choose a staff member first' });
    const held: (() => void)[] = [];
    const navigate = router.navigate.bind(router);
    router.navigate = ((...args: Parameters<typeof navigate>) =>
      new Promise<void>((resolve) => held.push(() => resolve(navigate(...args))))) as typeof router.navigate;
    await user.click(link);
    await user.click(screen.getByRole('radio', { name: /At our location/ }));
    expect(held).toHaveLength(2);
    held[0]?.();
    await waitFor(() => expect(search(router).get('by')).toBe('staff'));
    held[1]?.();
    await waitFor(() => expect(search(router).get('type')).toBe('0'));
    expect(search(router).get('by')).toBe('staff');
    await waitFor(() => expect(screen.getByRole('radio', { name: /At our location/ })).toBeChecked());
    expect(screen.getByRole('link', { name: 'Choose a service first' })).toBeInTheDocument();
  });

  it('a URL whose earlier choices are missing opens the first incomplete step', async () => {
    open('/appointment?step=SelectDateAndTime&type=1');
    expect(await heading('Choose your services')).toBeInTheDocument();
    // Mobile skips the location: step 2 of 7.
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
  });

  it('"Choose a staff member first" switches to the SelectStaff order', async () => {
    const user = userEvent.setup();
    const { router } = open('/appointment');
    await user.click(await screen.findByRole('link', { name: 'Choose a staff member first' }));
    await waitFor(() => expect(search(router).get('by')).toBe('staff'));
    // Each click waits for its step's URL, as in the test above: a click during a running navigation replaces it.
    const urlStep = (step: string) => waitFor(() => expect(search(router).get('step')).toBe(step), { timeout: 15_000 });
    await user.click(screen.getByRole('radio', { name: /At our location/ }));
    await waitFor(() => expect(search(router).get('type')).toBe('0'), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Seaport Kitchen/ }, { timeout: 15_000 }));
    await urlStep('SelectLocation');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Choose a staff member')).toBeInTheDocument();
    await urlStep('SelectStaff');
    await user.click(screen.getByRole('radio', { name: /Marco Reyes/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Choose your services')).toBeInTheDocument();
    expect(within(screen.getByRole('group')).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Cooking class/ })).toBeInTheDocument();
  });

  it('ConfirmSlot holds the slot and goes on to the details; a slot taken meanwhile (409) goes back to the times with its message', async () => {
    const user = userEvent.setup();
    const start = '2026-12-01T11:00:00-05:00';
    let holdAnswer = 409;
    const holds: unknown[] = [];
    const api = (path: string, init: RequestInit | undefined) => {
      if (/\/booking$/.test(path)) return json(bistroInfo());
      if (/\/booking\/slots$/.test(path))
        return json({
          date: '2026-12-01',
          timeZone: 'America/New_York',
          slots: [{ start, end: '2026-12-01T11:45:00-05:00', staffIds: [3], locationId: null }],
        });
      if (/\/booking\/dates$/.test(path)) return json({ timeZone: 'America/New_York', dates: ['2026-12-01'] });
      if (/\/booking\/holds$/.test(path)) {
        holds.push(JSON.parse(String(init?.body)));
        return holdAnswer === 409
          ? json({ error: { code: 'slot_unavailable', message: 'Slots are not available for the selected date' } }, 409)
          : json(
              { holdId: '3f2b8c1e-9a4d-4c2b-8f1e-2a3b4c5d6e7f', staffId: 3, start, end: '2026-12-01T11:45:00-05:00', expiresAt: start },
              201,
            );
      }
      return null;
    };
    const { router } = renderSite(
      `/appointment?step=ConfirmSlot&type=2&services=13&staff=3&date=2026-12-01&slot=${encodeURIComponent(start)}`,
      { api },
    );
    expect(await heading('Confirm your appointment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await heading('Pick a date and time')).toBeInTheDocument();
    await focused('This time was just booked by someone else. Please choose another time.');
    expect(search(router).get('slot')).toBeNull();
    expect(holds).toEqual([{ serviceType: 2, locationId: null, serviceIds: [13], staffId: 3, start }]);

    holdAnswer = 201;
    await user.click(await screen.findByRole('radio', { name: /11:00/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Confirm your appointment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await heading('Your details')).toBeInTheDocument();
    expect(search(router).get('hold')).toBe('3f2b8c1e-9a4d-4c2b-8f1e-2a3b4c5d6e7f');
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
  });

  it('a business offering no service type says booking is not available', async () => {
    open('/appointment', bistroInfo({ serviceTypes: [], services: [], staff: [] }));
    expect(await screen.findByText('Online booking is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('es: the steps and messages are in Spanish', async () => {
    const user = userEvent.setup();
    open('/appointment', bistroInfo(), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservar una cita' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/tipo de servicio/i)).toBeInTheDocument();
  });
});
