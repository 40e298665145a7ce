// /appointment/manage/{key} (issue 30) in jsdom with a fake API: the booking with its policy and buttons; a
// cancel the server refuses as too late says why, reads the booking again and offers no button any more; a
// booking inside the window says the policy and offers none; an unknown key says it was not found.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';
import { bistroInfo } from './booking-fixture.test-data.js';

const KEY = '6a1f0d2c-3b4e-4f5a-8b6c-7d8e9f0a1b2c';
const start = '2026-12-03T10:00:00-05:00';

function booking(changeable: boolean) {
  return {
    appointment: {
      uuid: '0b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59',
      status: 'booked',
      serviceType: 2,
      start,
      end: '2026-12-03T10:45:00-05:00',
      timeZone: 'America/New_York',
      services: [{ name: 'Wine pairing consultation', price: '40.00', durationMinutes: 45 }],
      total: '40.00',
      staff: { id: 3, name: 'Priya Nair' },
      location: null,
      address: null,
      addressCountry: null,
      meetingUrl: null,
      firstName: 'Ana',
      email: 'ana@example.com',
      formsPath: null,
    },
    selection: { serviceType: 2, locationId: null, serviceIds: [11], staffId: 3 },
    changeHours: 24,
    changeUntil: '2026-12-02T10:00:00-05:00',
    canChange: changeable,
    refusal: changeable ? null : 'change_too_late',
    businessName: 'Harbor Lane Bistro',
  };
}

/** The page's API: the booking (changeable until the first cancel, which the server refuses as too late). */
function fakeApi(sent: string[], initially = true) {
  let changeable = initially;
  return (path: string, init: RequestInit | undefined) => {
    if (!path.startsWith('/api/client/')) return null;
    const method = init?.method ?? 'GET';
    sent.push(`${method} ${path.replace(/^\/api\/client\/\d+/, '')}`);
    if (/\/booking$/.test(path)) return json(bistroInfo());
    if (path.endsWith(`/my-booking/${KEY}`)) return json(booking(changeable));
    if (path.endsWith(`/my-booking/${KEY}/cancel`)) {
      changeable = false;
      return json({ error: { code: 'change_too_late', message: 'booking:myBooking.tooLate' } }, 409);
    }
    if (path.includes('/my-booking/')) return json({ error: { code: 'appointment_not_found', message: 'x' } }, 404);
    return null;
  };
}

const TOO_LATE =
  'It is too late to cancel or reschedule this booking online: changes are accepted until 24 hours before it starts. Please contact Harbor Lane Bistro.';

describe('/appointment/manage/{key} (issue 30)', () => {
  it('shows the booking and the policy; a cancel refused as too late says so, and the buttons go', async () => {
    const sent: string[] = [];
    const user = userEvent.setup();
    renderSite(`/appointment/manage/${KEY}`, { api: fakeApi(sent) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Wine pairing consultation', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('You can cancel or reschedule until Wednesday, December 2, 2026 at 10:00 AM.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Your time on Thursday, December 3, 2026 at 10:00 AM will be offered to other customers.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LATE);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.includes('/my-booking/'))).toEqual([
      `GET /my-booking/${KEY}`,
      `POST /my-booking/${KEY}/cancel`,
      `GET /my-booking/${KEY}`,
    ]);
  });

  it('es: inside the window, the policy message and no buttons', async () => {
    renderSite(`/appointment/manage/${KEY}`, { sub: 'salon', locale: 'es', api: fakeApi([], false) });
    expect(
      await screen.findByText(
        'Ya es tarde para cancelar o cambiar esta reserva en línea: se aceptan cambios hasta 24 horas antes del inicio. Ponte en contacto con Harbor Lane Bistro.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar la hora' })).not.toBeInTheDocument();
  });

  it('an unknown key: not found', async () => {
    renderSite('/appointment/manage/00000000-0000-4000-8000-000000000000', { api: fakeApi([]) });
    expect(await screen.findByText(/We couldn’t find this booking/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
