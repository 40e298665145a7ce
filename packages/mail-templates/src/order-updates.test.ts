// Issue 28: a store order's later messages render in the recipient's language, with money and dates as the
// site writes them, their own link, and a plain-text twin: shipped (the owner's note), refund issued (whole or
// part), the owners' payment-failed alert, subscription renewed and renewal failed (the update-card link).
import { describe, expect, it } from 'vitest';
import {
  renderOrderRefunded,
  renderOrderShipped,
  renderPaymentFailed,
  renderRenewalFailed,
  renderSubscriptionRenewed,
} from '@vitrina/mail-templates';
import type { MailOrder } from '@vitrina/mail-templates';
import { business, madridOrder, orderUrl } from './testing/mail-fixtures.js';

const order = madridOrder(1042, [{ name: 'Olive oil', variant: '1 l', quantity: 2, unitCents: 50_000, totalCents: 100_000 }], {
  subtotalCents: 100_000,
  shippingCents: 23_450,
});
const usd: MailOrder = { ...order, currency: 'USD', timeZone: 'America/New_York' };
const ordersUrl = 'http://bistro.localhost:8080/manage/orders';

describe('order shipped', () => {
  it('en: subject, the owner’s note with its line breaks, what was shipped and where, the order link', async () => {
    const mail = await renderOrderShipped({ lang: 'en', business, order: usd, note: 'UPS 1Z999\nLeft at the door', orderUrl });
    expect(mail.subject).toBe('Your order #1042 at Bistro Lumière has shipped');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain('Your order is on its way');
    expect(mail.html).toContain('A note from Bistro Lumière');
    expect(mail.html).toContain('UPS 1Z999');
    expect(mail.html).toContain('white-space:pre-line');
    expect(mail.html).toContain('Olive oil');
    expect(mail.html).toContain('$1,234.50');
    expect(mail.html).toContain('Calle Mayor 1');
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.text).toContain('UPS 1Z999');
    expect(mail.text).toContain(orderUrl);
  });

  it('es: Spanish words and money; no note block without a note', async () => {
    const mail = await renderOrderShipped({ lang: 'es', business, order, note: '  ', orderUrl });
    expect(mail.subject).toBe('Tu pedido n.º 1042 en Bistro Lumière ya está enviado');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('Tu pedido está en camino');
    expect(mail.html).toContain('1.234,50\u00a0€');
    expect(mail.html).not.toContain('Una nota de');
    expect(mail.html).not.toContain('on its way');
    expect(mail.text).toContain(orderUrl);
  });
});

describe('order refunded', () => {
  it('en, in part: the amount in the order’s currency, “of your order”, the order link', async () => {
    const mail = await renderOrderRefunded({ lang: 'en', business, order: usd, amountCents: 2_500, full: false, orderUrl });
    expect(mail.subject).toBe('A refund of $25.00 for your order #1042 at Bistro Lumière');
    expect(mail.html).toContain('Bistro Lumière refunded $25.00 of your order #1042.');
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.text).toContain('$25.00');
  });

  it('es, in full: “el total”, euros as the site writes them', async () => {
    const mail = await renderOrderRefunded({ lang: 'es', business, order, amountCents: 123_450, full: true, orderUrl });
    expect(mail.subject).toBe('Tu pedido n.º 1042 en Bistro Lumière ha sido reembolsado');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('te ha reembolsado 1.234,50\u00a0€: el total de tu pedido n.º 1042.');
    expect(mail.text).toContain('1.234,50');
  });
});

describe('payment failed (owners)', () => {
  const payment = { number: null, currency: 'USD', totalCents: 1_999, customer: 'Ana García (ana@example.test)', subscription: null };

  it('en: a checkout’s order without a number: who, how much, the orders screen', async () => {
    const mail = await renderPaymentFailed({ lang: 'en', business, payment, ordersUrl });
    expect(mail.subject).toBe('A payment failed: Ana García (ana@example.test), $19.99');
    expect(mail.html).toContain('The payment of $19.99 by Ana García (ana@example.test) did not go through.');
    expect(mail.text).not.toMatch(/order #/i);
    expect(mail.html).toContain(`href="${ordersUrl}"`);
    expect(mail.text).toContain(ordersUrl);
  });

  it('es: a declined renewal names its subscription and order', async () => {
    const mail = await renderPaymentFailed({
      lang: 'es',
      business,
      payment: { ...payment, number: 77, currency: 'EUR', subscription: 'Café del mes' },
      ordersUrl,
    });
    expect(mail.subject).toBe('Un pago ha fallado: Ana García (ana@example.test), 19,99\u00a0€');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('La renovación de Café del mes (19,99\u00a0€, pedido n.º 77)');
  });
});

describe('subscription renewed', () => {
  it('en: what was charged, the next charge in the business’s zone, the order link', async () => {
    const mail = await renderSubscriptionRenewed({
      lang: 'en',
      business,
      order: usd,
      subscription: { name: 'Coffee of the month', nextChargeAt: '2026-04-05T02:00:00Z' },
      orderUrl,
    });
    expect(mail.subject).toBe('Your subscription to Coffee of the month was renewed');
    expect(mail.html).toContain('Your payment of $1,234.50 for Coffee of the month went through (order #1042).');
    expect(mail.html).toContain('Next charge: 4/4/26'); // 02:00 UTC is still the 4th in New York
    expect(mail.html).toContain(`href="${orderUrl}"`);
  });

  it('es: Spanish words, no next charge line without a date', async () => {
    const mail = await renderSubscriptionRenewed({
      lang: 'es',
      business,
      order,
      subscription: { name: 'Café del mes', nextChargeAt: null },
      orderUrl,
    });
    expect(mail.subject).toBe('Tu suscripción a Café del mes se ha renovado');
    expect(mail.html).toContain('Tu pago de 1.234,50\u00a0€ por Café del mes');
    expect(mail.html).not.toContain('Próximo cobro');
  });
});

describe('renewal failed', () => {
  const updateCardUrl = orderUrl;
  it('en: the declined amount, the subscription, the update-card link', async () => {
    const mail = await renderRenewalFailed({
      lang: 'en',
      business,
      order: usd,
      subscription: { name: 'Coffee of the month' },
      updateCardUrl,
    });
    expect(mail.subject).toBe('Your payment for Coffee of the month did not go through');
    expect(mail.html).toContain('We could not charge $1,234.50 for your subscription to Coffee of the month (order #1042).');
    expect(mail.html).toContain('Update your card');
    expect(mail.html).toContain(`href="${updateCardUrl}"`);
    expect(mail.text).toContain(updateCardUrl);
  });

  it('es: Spanish words and money', async () => {
    const mail = await renderRenewalFailed({ lang: 'es', business, order, subscription: { name: 'Café del mes' }, updateCardUrl });
    expect(mail.subject).toBe('Tu pago de Café del mes no se ha completado');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('No pudimos cobrar 1.234,50\u00a0€');
    expect(mail.html).toContain('Actualizar tu tarjeta');
  });
});
