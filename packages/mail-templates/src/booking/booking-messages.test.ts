// Issue 28: the booking messages render in the recipient's language, with the appointment's date and time on
// the business's clock, its services, staff member, place or meeting link and total, and the right link.
import { describe, expect, it } from 'vitest';
import {
  renderBookingCancelled,
  renderBookingCancelledAlert,
  renderBookingConfirmation,
  renderBookingReminder,
  renderBookingRescheduled,
  renderNewBookingAlert,
} from '@vitrina/mail-templates';
import type { MailAppointment, MailBusiness } from '@vitrina/mail-templates';

const business: MailBusiness = { name: 'Salón Aurora', logoUrl: null, brandColor: '#aa3300' };
// 10:00 in Madrid (CET) on Monday 7 December 2026; 10:00 in New York (EST) for the en case.
const madrid: MailAppointment = {
  start: '2026-12-07T09:00:00Z',
  end: '2026-12-07T10:00:00Z',
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  services: [{ name: 'Corte y peinado', priceCents: 3_500, durationMinutes: 60 }],
  totalCents: 3_500,
  staffName: 'Lucía',
  serviceType: 0,
  location: { name: 'Salón Centro', address: 'Calle Mayor 5, Madrid' },
  address: null,
  addressCountry: null,
  meetingUrl: null,
  customerName: 'Lola Pérez',
  customerEmail: 'lola@example.test',
  customerPhone: '612 345 678',
};
const newYork: MailAppointment = {
  ...madrid,
  start: '2026-12-07T15:00:00Z',
  end: '2026-12-07T16:00:00Z',
  timeZone: 'America/New_York',
  currency: 'USD',
  services: [
    { name: 'Tasting', priceCents: 4_500, durationMinutes: 30 },
    { name: 'Wine pairing', priceCents: 1_250, durationMinutes: 30 },
  ],
  totalCents: 5_750,
  staffName: 'Marco',
  serviceType: 2,
  location: null,
  meetingUrl: 'https://meet.example.test/abc',
  customerName: 'Ana López',
  customerEmail: 'ana@example.test',
};
const appointmentUrl = 'http://salon.localhost:8080/appointment?step=ConfirmationSuccess&appointment=6f1c2d3e-0000-4000-8000-000000000001';
const scheduleUrl = 'http://salon.localhost:8080/manage/schedule?view=day&date=2026-12-07&appointment=12';
const linkOf = (url: string) => `href="${url.replace(/&/g, '&amp;')}"`;

describe('customer booking messages', () => {
  it('es confirmation: Spanish subject with the date in Madrid, 10:00 CET, the services, staff, place, total and the appointment link', async () => {
    const mail = await renderBookingConfirmation({ lang: 'es', business, appointment: madrid, appointmentUrl });
    expect(mail.subject).toBe('Tu cita en Salón Aurora el lunes, 7 de diciembre de 2026');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('Tu cita está reservada');
    expect(mail.html).toContain('Hola, Lola Pérez: tu cita está reservada para el lunes, 7 de diciembre de 2026 a las 10:00 CET.');
    expect(mail.html).toContain('Corte y peinado (35,00\u00a0€)');
    expect(mail.html).toContain('Lucía');
    expect(mail.html).toContain('Salón Centro, Calle Mayor 5, Madrid');
    expect(mail.html).toContain('<strong>35,00\u00a0€</strong>');
    expect(mail.html).toContain(linkOf(appointmentUrl));
    expect(mail.html).not.toContain('Your appointment');
    expect(mail.text).toContain('Ver tu cita');
    expect(mail.text).toContain(appointmentUrl);
  });

  it('en confirmation of a virtual booking: New York time, two services, the meeting link, "$57.50"', async () => {
    const mail = await renderBookingConfirmation({ lang: 'en', business, appointment: newYork, appointmentUrl });
    expect(mail.subject).toBe('Your appointment at Salón Aurora on Monday, December 7, 2026');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain('your appointment is booked for Monday, December 7, 2026 at 10:00 AM EST');
    expect(mail.html).toContain('Tasting ($45.00)');
    expect(mail.html).toContain('Wine pairing ($12.50)');
    expect(mail.html).toContain('$57.50');
    expect(mail.html).toContain('Online');
    expect(mail.html).toContain('href="https://meet.example.test/abc"');
    expect(mail.text).toContain('https://meet.example.test/abc');
  });

  it('a mobile appointment names the address and its country in the reader’s language', async () => {
    const mobile = { ...madrid, serviceType: 1, location: null, address: 'Calle Mayor 5, Madrid 28013', addressCountry: 'ES' };
    const mail = await renderBookingConfirmation({ lang: 'es', business, appointment: mobile, appointmentUrl });
    expect(mail.html).toContain('En tu domicilio: Calle Mayor 5, Madrid 28013, España');
  });

  it.each([
    ['es', renderBookingRescheduled, 'Tu cita en Salón Aurora se ha cambiado al lunes, 7 de diciembre de 2026', 'Tu cita ha cambiado'],
    [
      'en',
      renderBookingRescheduled,
      'Your appointment at Salón Aurora was moved to Monday, December 7, 2026',
      'Your appointment was moved',
    ],
    ['es', renderBookingCancelled, 'Tu cita en Salón Aurora del lunes, 7 de diciembre de 2026 se ha cancelado', 'Tu cita se ha cancelado'],
    [
      'en',
      renderBookingCancelled,
      'Your appointment at Salón Aurora on Monday, December 7, 2026 was cancelled',
      'Your appointment was cancelled',
    ],
    [
      'es',
      renderBookingReminder,
      'Recordatorio: tu cita en Salón Aurora el lunes, 7 de diciembre de 2026 a las 10:00 CET',
      'Te esperamos pronto',
    ],
    ['en', renderBookingReminder, 'Reminder: your appointment at Salón Aurora on Monday, December 7, 2026 at 10:00 AM EST', 'See you soon'],
  ] as const)('%s %#: subject, heading, the link', async (lang, render, subject, heading) => {
    const appointment = lang === 'es' ? madrid : newYork;
    const mail = await render({ lang, business, appointment, appointmentUrl });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(mail.html).toContain(heading);
    expect(mail.html).toContain(linkOf(appointmentUrl));
    expect(mail.text).toContain(appointmentUrl);
  });

  it('a cancelled appointment does not offer its meeting link', async () => {
    const mail = await renderBookingCancelled({ lang: 'en', business, appointment: newYork, appointmentUrl });
    expect(mail.html).not.toContain('meet.example.test');
  });
});

describe('staff booking notices', () => {
  it.each([
    [
      'en',
      renderNewBookingAlert,
      'New booking: Ana López, Monday, December 7, 2026 at 10:00 AM EST',
      'Ana López booked Tasting, Wine pairing on',
    ],
    [
      'es',
      renderNewBookingAlert,
      'Nueva reserva: Lola Pérez, lunes, 7 de diciembre de 2026 a las 10:00 CET',
      'Lola Pérez reservó Corte y peinado el',
    ],
    [
      'en',
      renderBookingCancelledAlert,
      'Booking cancelled: Ana López, Monday, December 7, 2026 at 10:00 AM EST',
      'Ana López cancelled Tasting, Wine pairing on',
    ],
    [
      'es',
      renderBookingCancelledAlert,
      'Reserva cancelada: Lola Pérez, lunes, 7 de diciembre de 2026 a las 10:00 CET',
      'Lola Pérez canceló Corte y peinado del',
    ],
  ] as const)('%s %#: subject, who and what, the customer’s contact, the schedule link', async (lang, render, subject, intro) => {
    const appointment = lang === 'es' ? madrid : newYork;
    const mail = await render({ lang, business, appointment, scheduleUrl });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(mail.html).toContain(intro);
    expect(mail.html).toContain(appointment.customerEmail);
    expect(mail.html).toContain(linkOf(scheduleUrl));
    expect(mail.text).toContain(scheduleUrl);
  });
});
