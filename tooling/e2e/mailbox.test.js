// The end-to-end mailbox (issue 28): what a product sends over SMTP arrives parsed (recipient, subject,
// language, attachment), and a stopped SMTP server refuses mail until it is started again.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from './mailbox.js';

describe('the end-to-end mailbox', () => {
  /** @type {Awaited<ReturnType<typeof startMailbox>>} */
  let mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());

  const send = (/** @type {Record<string, unknown>} */ message) =>
    nodemailer.createTransport(`smtp://127.0.0.1:${mailbox.smtpPort}`).sendMail({ from: 'Bistro <no-reply@bistro.test>', ...message });
  const read = async (/** @type {string} */ path, method = 'GET') => (await fetch(`${mailbox.url}${path}`, { method })).json();

  it('keeps each message as parsed: recipient, subject, language, text and attachments', async () => {
    await send({
      to: 'Ana López <ana@example.com>',
      subject: 'Tu cita está confirmada',
      text: 'Hasta el martes',
      html: '<p lang="es">Hasta el martes</p>',
      headers: { 'Content-Language': 'es' },
      attachments: [{ filename: 'cita.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    });
    const [mail] = await read('/messages');
    expect(mail).toMatchObject({
      to: [{ address: 'ana@example.com', name: 'Ana López' }],
      from: [{ address: 'no-reply@bistro.test', name: 'Bistro' }],
      subject: 'Tu cita está confirmada',
      text: 'Hasta el martes',
      language: 'es',
      attachments: [{ filename: 'cita.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
    });
    expect(mail.messageId).toMatch(/^<.+@bistro\.test>$/);
  });

  it('a stopped SMTP server refuses mail; started again on the same port, it takes it', async () => {
    await read('/messages', 'DELETE');
    await read('/smtp/stop', 'POST');
    await expect(send({ to: 'bo@example.com', subject: 'while down', text: 'x' })).rejects.toThrow();
    await read('/smtp/start', 'POST');
    await send({ to: 'bo@example.com', subject: 'after', text: 'x' });
    expect((await read('/messages')).map((/** @type {{ subject: string }} */ m) => m.subject)).toEqual(['after']);
  });
});
