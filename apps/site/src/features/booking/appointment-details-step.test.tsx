import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookBody } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderFeature, stubApi } from '../shared/test-providers.js';
import { AppointmentDetailsStep } from './appointment-details-step.js';
import { APPOINTMENT_UUID, kitAppointment, kitInfo, slotAt } from './booking-kit.test-data.js';

const HOLD = '5f0c9a3e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
const start = slotAt('10:00').start;

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'utm_params=; Max-Age=0; Path=/';
});

function form(body: Omit<BookBody, 'details' | 'utm'>, lng: 'en' | 'es' = 'en') {
  const onBooked = vi.fn();
  const onSlotTaken = vi.fn();
  renderFeature(
    <AppointmentDetailsStep clientId={7} info={kitInfo()} body={body} holdId={HOLD} onBooked={onBooked} onSlotTaken={onSlotTaken} />,
    { lng },
  );
  return { onBooked, onSlotTaken };
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, phone = '617 555 0100') {
  await user.type(screen.getByLabelText(/First name/), 'Ana');
  await user.type(screen.getByLabelText(/Last name/), 'Ruiz');
  await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
  await user.type(screen.getByLabelText(/Phone number/), phone);
}

const virtual = { serviceType: 2 as const, serviceIds: [13], staffId: 3, start, employeeLink: true };
const mobile = { serviceType: 1 as const, serviceIds: [12], staffId: 'any' as const, start };

describe('AppointmentDetailsStep (spec §3 appointment details, §5 messages)', () => {
  it('shows the §5 messages, "enter a valid phone number" included, and books nothing until they are met', async () => {
    const calls = stubApi(() => json(kitAppointment(), 201));
    const user = userEvent.setup();
    form(virtual);
    expect(screen.queryByLabelText(/Address/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    await fillPerson(user, '12');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('books with the hold, the employee link and the utm_params cookie, then reports the uuid', async () => {
    document.cookie = `utm_params=${encodeURIComponent(JSON.stringify({ utm_source: 'news', junk: 'x' }))}; Path=/`;
    const calls = stubApi(() => json(kitAppointment(), 201));
    const user = userEvent.setup();
    const { onBooked } = form(virtual);
    await fillPerson(user);
    await user.type(screen.getByLabelText('Additional notes'), 'Red wines please');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(APPOINTMENT_UUID));
    expect(calls[0]?.url).toBe('http://site.test/api/client/7/appointments');
    expect(calls[0]?.body).toEqual({
      ...virtual,
      holdId: HOLD,
      details: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '617 555 0100', note: 'Red wines please' },
      utm: { utm_source: 'news' },
    });
  });

  it('a mobile appointment asks for the address; outside the service area the postal code says so and every field stays', async () => {
    const calls = stubApi(() =>
      json({ error: { code: 'outside_service_area', message: 'x', fields: { postalCode: 'errors:booking.outsideServiceArea' } } }, 400),
    );
    const user = userEvent.setup();
    const { onBooked } = form(mobile);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Please enter your address.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Country/), 'US');
    await user.type(screen.getByLabelText(/^Address/), '350 5th Ave');
    await user.type(screen.getByLabelText(/City/), 'New York');
    await user.selectOptions(screen.getByLabelText(/State/), 'NY');
    await user.type(screen.getByLabelText(/ZIP code/), '10001');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const zip = screen.getByLabelText(/ZIP code/);
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveFocus();
    expect(screen.getByText('This address is outside our service area.')).toBeInTheDocument();
    expect(zip).toHaveValue('10001');
    expect(screen.getByLabelText(/City/)).toHaveValue('New York');
    expect(onBooked).not.toHaveBeenCalled();
    expect((calls[0]?.body as BookBody).details).toMatchObject({
      country: 'US',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10001',
    });
    expect((calls[0]?.body as BookBody).details).not.toHaveProperty('province');
  });

  it.each([
    ['en', 'Book appointment', /Country/, 'Please select a country.'],
    ['es', 'Reservar cita', /País/, 'Selecciona un país.'],
  ] as const)(
    '%s: a mobile appointment’s Country starts unselected and says it is needed; nothing is assumed (issue 26)',
    async (lng, book, label, message) => {
      const calls = stubApi(() => json(kitAppointment(), 201));
      const user = userEvent.setup();
      form(mobile, lng);
      const country = screen.getByLabelText(label);
      expect(country).toHaveValue('');
      await user.click(screen.getByRole('button', { name: book }));
      await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
      expect(country).toHaveAccessibleDescription(message);
      expect(calls).toHaveLength(0);
    },
  );

  it('a slot taken meanwhile (409) goes back to the times; a rate limit says to wait', async () => {
    let status = 409;
    stubApi(() => json({ error: { code: status === 409 ? 'slot_unavailable' : 'rate_limited', message: 'x' } }, status));
    const user = userEvent.setup();
    const { onSlotTaken } = form(virtual);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(onSlotTaken).toHaveBeenCalledTimes(1));
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    const alert = await screen.findByText('Too many attempts. Please wait a minute and try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });

  it('speaks Spanish on a Spanish site', async () => {
    stubApi(() => json(kitAppointment(), 201));
    const user = userEvent.setup();
    form(virtual, 'es');
    await user.type(screen.getByLabelText(/Teléfono|teléfono/), '12');
    await user.click(screen.getByRole('button', { name: 'Reservar cita' }));
    expect(await screen.findByText('Introduce un número de teléfono válido.')).toBeInTheDocument();
  });
});
