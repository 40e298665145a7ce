// Issue 28: the quote, invoice, deposit, payment, form and contact messages render in the recipient's
// language (en, es) with money and dates as the site writes them, their one link, and a plain-text twin.
import { describe, expect, it } from 'vitest';
import {
  renderFormAnswered,
  renderFormRequest,
  renderInvoiceRequest,
  renderNewContactMessage,
  renderNewQuoteRequest,
  renderPaymentReceipt,
  renderQuoteReady,
} from '@vitrina/mail-templates';
import type { MailDocument } from '@vitrina/mail-templates';
import { business, madridOrder, orderUrl } from '../testing/mail-fixtures.js';

const quote: MailDocument = {
  ...madridOrder(1050, [
    { name: 'Catering', variant: '', quantity: 2, unitCents: 50_000, totalCents: 100_000 },
    { name: 'Private room', variant: '', quantity: 1, unitCents: 23_450, totalCents: 23_450 },
  ]),
  paidAt: null,
  shipping: null,
  dueDate: '2026-12-31',
  note: 'Thanks!\nSee you soon',
};
const usd: MailDocument = { ...quote, currency: 'USD' };
const url = orderUrl;

const lang = (html: string, l: string) => expect(html).toMatch(new RegExp(`<html[^>]*lang="${l}"`));

describe('quote ready', () => {
  it('en / USD: subject with the number and total, the lines, valid until, the note, the link', async () => {
    const mail = await renderQuoteReady({ lang: 'en', business, quote: usd, quoteUrl: url });
    expect(mail.subject).toBe('Your quote #1050 from Bistro Lumière is ready: $1,234.50');
    lang(mail.html, 'en');
    expect(mail.html).toContain('Your quote is ready');
    expect(mail.html).toContain('Private room');
    expect(mail.html).toContain('Valid until 12/31/26');
    expect(mail.html).toContain('See you soon');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('$1,234.50');
  });

  it('es / EUR: Spanish words, "1.234,50 €", the date as Spain writes it', async () => {
    const mail = await renderQuoteReady({ lang: 'es', business, quote, quoteUrl: url });
    expect(mail.subject).toBe('Tu cotización n.º 1050 de Bistro Lumière está lista: 1.234,50\u00a0€');
    lang(mail.html, 'es');
    expect(mail.html).toContain('Tu cotización está lista');
    expect(mail.html).toContain('Válida hasta el 31/12/26');
    expect(mail.html).not.toContain('Your quote');
    expect(mail.text).toContain(url);
  });
});

describe('invoice and deposit requests', () => {
  it.each([
    ['en', usd, null, 'Invoice #1050 from Bistro Lumière: $1,234.50 due', 'You have a new invoice', 'Due on 12/31/26'],
    ['es', quote, null, 'Factura n.º 1050 de Bistro Lumière: 1.234,50\u00a0€ a pagar', 'Tienes una factura nueva', 'Vence el 31/12/26'],
    ['en', usd, 1049, 'Deposit of $1,234.50 requested by Bistro Lumière', 'deposit of $1,234.50 on #1049', 'Due on 12/31/26'],
    ['es', quote, 1049, 'Bistro Lumière solicita un anticipo de 1.234,50\u00a0€', 'anticipo de 1.234,50\u00a0€ sobre el n.º 1049', 'Vence'],
  ] as const)('%s (deposit of %s): subject, words, amount due, the link', async (l, doc, parent, subject, words, due) => {
    const mail = await renderInvoiceRequest({
      lang: l,
      business,
      invoice: doc,
      amountDueCents: doc.totalCents,
      parentNumber: parent,
      invoiceUrl: url,
    });
    expect(mail.subject).toBe(subject);
    lang(mail.html, l);
    expect(mail.html).toContain(words);
    expect(mail.html).toContain(due);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
  });
});

describe('payment receipt', () => {
  const payment = {
    number: 1050,
    currency: 'EUR',
    amountCents: 20_000,
    totalCents: 123_450,
    paidCents: 20_000,
    balanceCents: 103_450,
    paidAt: '2026-03-05T23:30:00Z',
    timeZone: 'Europe/Madrid',
  };
  it('es, partial: the amount, the balance left, paid on in the business zone', async () => {
    const mail = await renderPaymentReceipt({ lang: 'es', business, payment, documentUrl: url });
    expect(mail.subject).toBe('Pago recibido: 200,00\u00a0€ por el n.º 1050');
    lang(mail.html, 'es');
    expect(mail.html).toContain('Saldo pendiente: 1.034,50\u00a0€');
    expect(mail.html).toContain('6/3/26'); // 23:30 UTC is the next day in Madrid
    expect(mail.text).toContain(url);
  });
  it('en, in full: says so, balance 0', async () => {
    const mail = await renderPaymentReceipt({
      lang: 'en',
      business,
      payment: { ...payment, currency: 'USD', amountCents: 123_450, paidCents: 123_450, balanceCents: 0 },
      documentUrl: url,
    });
    expect(mail.subject).toBe('Payment received: $1,234.50 for #1050');
    lang(mail.html, 'en');
    expect(mail.html).toContain('It is now paid in full');
    expect(mail.html).toContain('$0.00');
    expect(mail.html).not.toContain('Balance left: ');
  });
});

describe('form request and form answered', () => {
  it('en: the customer greeted, the form named, their link', async () => {
    const mail = await renderFormRequest({
      lang: 'en',
      business,
      name: 'Ana',
      forms: ['Allergies'],
      appointmentAt: null,
      timeZone: 'America/New_York',
      formUrl: url,
    });
    expect(mail.subject).toBe('Bistro Lumière asks you to fill in a form');
    expect(mail.html).toContain('Hello Ana,');
    expect(mail.html).toContain('Bistro Lumière asks you to fill in: “Allergies”.');
    expect(mail.html).toContain(`href="${url}"`);
  });
  it('es: a booking’s forms, with the appointment’s time in the business zone', async () => {
    const mail = await renderFormRequest({
      lang: 'es',
      business,
      name: '',
      forms: ['Alergias', 'Consentimiento'],
      appointmentAt: '2026-03-05T09:00:00Z',
      timeZone: 'Europe/Madrid',
      formUrl: url,
    });
    expect(mail.subject).toBe('Bistro Lumière te pide que rellenes un formulario');
    lang(mail.html, 'es');
    expect(mail.html).toContain('Antes de tu cita del 5/3/26, 10:00');
    expect(mail.html).toContain('“Alergias”, “Consentimiento”');
    expect(mail.html).not.toContain('Hola');
  });
  it.each([
    ['en', 'Ana Ruiz (ana@example.test) answered “Allergies”', 'Read the answers'],
    ['es', 'Ana Ruiz (ana@example.test) respondió «Allergies»', 'Leer las respuestas'],
  ] as const)('%s: the owner is told who answered which form, with the response link', async (l, subject, action) => {
    const responseUrl = 'http://bistro.localhost:8080/manage/forms/responses/abc';
    const mail = await renderFormAnswered({
      lang: l,
      business,
      customer: 'Ana Ruiz (ana@example.test)',
      formName: 'Allergies',
      responseUrl,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(action);
    expect(mail.html).toContain(`href="${responseUrl}"`);
  });
});

describe('owner notices: quote request and contact message', () => {
  const quotesUrl = 'http://bistro.localhost:8080/manage/quotes';
  it.each([
    ['en', 'New quote request #1050 from Ana (ana@example.test)', 'You have a new quote request', 'Their note'],
    ['es', 'Nueva solicitud de cotización n.º 1050 de Ana (ana@example.test)', 'Tienes una solicitud de cotización nueva', 'Su nota'],
  ] as const)('%s: the request, its lines and note, the quotes link', async (l, subject, heading, noteLabel) => {
    const mail = await renderNewQuoteRequest({
      lang: l,
      business,
      number: 1050,
      customer: 'Ana (ana@example.test)',
      lines: [
        { name: 'Catering', quantity: 2 },
        { name: 'Wedding cake', quantity: 1 },
      ],
      note: 'For 40 guests',
      quotesUrl,
    });
    expect(mail.subject).toBe(subject);
    lang(mail.html, l);
    expect(mail.html).toContain(heading);
    expect(mail.html).toContain('2 × Catering');
    expect(mail.html).toContain(noteLabel);
    expect(mail.html).toContain('For 40 guests');
    expect(mail.html).toContain(`href="${quotesUrl}"`);
  });
  it.each([
    ['en', 'New message from Ana <b>Ruiz</b>', 'Reply to this e-mail'],
    ['es', 'Nuevo mensaje de Ana <b>Ruiz</b>', 'Responde a este correo'],
  ] as const)('%s: the message as written (escaped), the sender, the reply note', async (l, subject, reply) => {
    const mail = await renderNewContactMessage({
      lang: l,
      business,
      message: {
        name: 'Ana <b>Ruiz</b>',
        email: 'ana@example.test',
        phone: '+34 600 000 000',
        text: 'Hello!\nDo you open on Sundays? <script>x</script>',
      },
      messagesUrl: 'http://bistro.localhost:8080/manage/messages',
    });
    expect(mail.subject).toBe(subject);
    lang(mail.html, l);
    expect(mail.html).toContain('Do you open on Sundays?');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ruiz');
    expect(mail.html).toContain('+34 600 000 000');
    expect(mail.html).toContain(reply);
    expect(mail.text).toContain('Do you open on Sundays?');
  });
});
