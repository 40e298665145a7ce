// Issue 28: the receipt and the owner's alert render in the recipient's language, with money and dates as
// the site formats them, the order's link, the business's name and brand, and a plain-text twin.
import { describe, expect, it } from 'vitest';
import { renderNewOrderAlert, renderOrderReceipt } from '@vitrina/mail-templates';
import type { MailOrder } from '@vitrina/mail-templates';
import { business, madridOrder, orderUrl } from './testing/mail-fixtures.js';

const order = madridOrder(1042, [
  { name: 'Olive oil', variant: '1 l', quantity: 2, unitCents: 50_000, totalCents: 100_000 },
  { name: 'Bread basket', variant: '', quantity: 1, unitCents: 23_450, totalCents: 23_450 },
]);
const usd: MailOrder = { ...order, currency: 'USD', shipping: null, taxCents: 1_000, totalCents: 124_450 };

describe('order receipt', () => {
  it('es / EUR: Spanish subject and words, "1.234,50 €", the order link, lang="es", the address', async () => {
    const mail = await renderOrderReceipt({ lang: 'es', business, order, orderUrl });
    expect(mail.subject).toBe('Tu pedido n.º 1042 en Bistro Lumière');
    expect(mail.lang).toBe('es');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toMatch(/<html[^>]*dir="ltr"/);
    expect(mail.html).toContain('Gracias por tu pedido');
    expect(mail.html).toContain('1.234,50\u00a0€');
    expect(mail.html).toContain('1000,00\u00a0€'.replace('1000', '1.000'));
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.html).toContain('Calle Mayor 1');
    expect(mail.html).toContain('España');
    expect(mail.html).toContain('5/3/26'); // paid on, in the business's zone, as the site writes dates
    expect(mail.html).not.toContain('Thank you');
    expect(mail.text).toContain('Gracias por tu pedido');
    expect(mail.text).toContain(orderUrl);
    expect(mail.text).toContain('1.234,50');
  });

  it('en / USD: English subject and words, "$1,244.50" with its tax line, lang="en", no shipping block without shipping', async () => {
    const mail = await renderOrderReceipt({ lang: 'en', business, order: usd, orderUrl });
    expect(mail.subject).toBe('Your order #1042 at Bistro Lumière');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain('Thank you for your order');
    expect(mail.html).toContain('$1,244.50');
    expect(mail.html).toContain('$10.00');
    expect(mail.html).toContain('Tax');
    expect(mail.html).not.toContain('Shipping to');
    expect(mail.html).toContain('3/5/26');
    expect(mail.text).toContain('$1,244.50');
    expect(mail.text).not.toContain('Gracias');
  });

  it('shows the logo with alt text when the business has one, its name otherwise; the brand colour only when it is a colour', async () => {
    const withLogo = await renderOrderReceipt({
      lang: 'en',
      business: { ...business, logoUrl: 'http://bistro.localhost:8080/assets/logo.png' },
      order,
      orderUrl,
    });
    expect(withLogo.html).toMatch(
      /<img[^>]*alt="Bistro Lumière logo"[^>]*src="http:\/\/bistro.localhost:8080\/assets\/logo.png"|<img[^>]*src="http:\/\/bistro.localhost:8080\/assets\/logo.png"[^>]*alt="Bistro Lumière logo"/,
    );
    const plain = await renderOrderReceipt({ lang: 'en', business, order, orderUrl });
    expect(plain.html).not.toContain('<img');
    expect(plain.html).toContain('#aa3300');
    const hostile = await renderOrderReceipt({
      lang: 'en',
      business: { ...business, brandColor: 'red;background:url(x)' },
      order,
      orderUrl,
    });
    expect(hostile.html).not.toContain('url(x)');
    expect(hostile.html).toContain('#000000');
  });
});

describe('new order alert', () => {
  it.each([
    ['en', usd, 'New order #1042: $1,244.50', 'You have a new order', 'ana@example.test paid $1,244.50'],
    ['es', order, 'Nuevo pedido n.º 1042: 1.234,50\u00a0€', 'Tienes un pedido nuevo', 'Ana García (ana@example.test) pagó 1.234,50\u00a0€'],
  ] as const)('%s: subject, words, the buyer and the orders link', async (lang, o, subject, heading, intro) => {
    const mail = await renderNewOrderAlert({ lang, business, order: o, ordersUrl: 'http://bistro.localhost:8080/manage/orders' });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(mail.html).toContain(heading);
    expect(mail.html).toContain(intro);
    expect(mail.html).toContain('href="http://bistro.localhost:8080/manage/orders"');
    expect(mail.text).toContain('http://bistro.localhost:8080/manage/orders');
  });
});
