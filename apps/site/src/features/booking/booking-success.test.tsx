import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderFeature, stubApi } from '../shared/test-providers.js';
import { APPOINTMENT_UUID, kitAppointment } from './booking-kit.test-data.js';
import { BookingSuccess } from './booking-success.js';

const FORMS_PATH = `/forms/customer/3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c/appointment/${APPOINTMENT_UUID}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingSuccess (spec §2 ConfirmationSuccess / EmployeeBookingSuccess)', () => {
  it('reads the appointment by its uuid and shows the summary, the meeting link, the .ics link and "Book another"', async () => {
    const calls = stubApi(() => json(kitAppointment()));
    renderFeature(<BookingSuccess clientId={7} uuid={APPOINTMENT_UUID} bookAnotherPath="/appointment/employee/3" />);
    expect(await screen.findByText('Your appointment is confirmed for Thursday, December 3, 2026 at 10:00 AM.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([`http://site.test/api/client/7/appointments/${APPOINTMENT_UUID}`]);
    expect(
      screen.getByText(/Your confirmation goes to ana@example.com, where the business can reach you if anything changes\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example/wine');
    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    expect(ics).toHaveAttribute('href', `/api/client/7/appointments/${APPOINTMENT_UUID}/calendar.ics`);
    expect(ics).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Book another appointment' })).toHaveAttribute('href', '/appointment/employee/3');
    expect(screen.queryByRole('link', { name: 'Fill in the forms' })).not.toBeInTheDocument();
  });

  it('links the customer’s forms when the service needs them, and shows a mobile appointment’s address', async () => {
    stubApi(() =>
      json(kitAppointment({ serviceType: 1, meetingUrl: null, address: '1 Elm St, Cambridge, MA 02139', formsPath: FORMS_PATH })),
    );
    renderFeature(<BookingSuccess clientId={7} uuid={APPOINTMENT_UUID} />);
    expect(await screen.findByRole('link', { name: 'Fill in the forms' })).toHaveAttribute('href', FORMS_PATH);
    expect(screen.getByText(/We need a few details from you before your appointment./)).toBeInTheDocument();
    const where = screen.getByText('Location', { selector: 'dt' }).closest('div')!;
    expect(within(where).getByText('1 Elm St, Cambridge, MA 02139')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the meeting' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another appointment' })).toHaveAttribute('href', '/appointment');
  });

  it.each([
    ['en', 'Location', 'United States of America', 'Spain'],
    ['es', 'Ubicación', 'Estados Unidos', 'España'],
  ] as const)(
    '%s: a mobile appointment’s address names its country in the visitor’s language, not its code (issue 26)',
    async (lng, where, us, es) => {
      stubApi(() =>
        json(kitAppointment({ serviceType: 1, meetingUrl: null, address: '1 Elm St, Cambridge, MA 02139', addressCountry: 'US' })),
      );
      const view = renderFeature(<BookingSuccess clientId={7} uuid={APPOINTMENT_UUID} />, { lng });
      const place = (await screen.findByText(where, { selector: 'dt' })).closest('div')!;
      expect(within(place).getByText(`1 Elm St, Cambridge, MA 02139, ${us}`)).toBeInTheDocument();
      expect(within(place).queryByText(/, US$/)).not.toBeInTheDocument();
      view.unmount();
      stubApi(() =>
        json(kitAppointment({ serviceType: 1, meetingUrl: null, address: 'Calle Mayor 5, Madrid 28013', addressCountry: 'ES' })),
      );
      renderFeature(<BookingSuccess clientId={7} uuid={APPOINTMENT_UUID} />, { lng });
      const again = (await screen.findByText(where, { selector: 'dt' })).closest('div')!;
      expect(within(again).getByText(`Calle Mayor 5, Madrid 28013, ${es}`)).toBeInTheDocument();
    },
  );

  it('says so plainly when the appointment does not exist, and in Spanish on a Spanish site', async () => {
    stubApi(() => json({ error: { code: 'appointment_not_found', message: 'x' } }, 404));
    renderFeature(<BookingSuccess clientId={7} uuid={APPOINTMENT_UUID} />, { lng: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta cita.');
  });
});
