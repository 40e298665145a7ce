// Issue 26: the owner reads an order's dates in the business's time zone, named, in the owner's language,
// and its payments' states in words. Order #2 paid at 04:06 UTC on 29 Nov read "11/29/26, 4:06 AM" here
// while the customer's order page said "Dated 11/28/26" (apps/site checkout-pages.test.tsx shows that page
// for the same instant); its subscription's next charge read 12/6 here and 12/5 to the customer.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '@vitrina/core-model';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import type { BackOfficeSession } from '../../entry/run-entry.js';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { OrderSubscription } from './order-subscription.js';
import { OrderView } from './order-view.js';
import { sampleOrder } from './orders-fixtures.js';

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

function sessionIn(timezone: string | null): BackOfficeSession {
  return { site: { client: { timezone } } as SiteData } as BackOfficeSession;
}

const order = sampleOrder(2, {
  dated: '2026-11-29T04:06:00.000Z',
  currency: 'EUR',
  subscription: {
    uuid: '3e9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d23',
    name: 'Weekly bread box',
    amount: '25.00',
    recurrence: 'weekly',
    state: 'active',
    next_charge_at: '2026-12-06T03:30:00.000Z',
    card_brand: 'Visa',
    card_last4: '4242',
  },
});

describe('order detail dates in the business time zone (issue 26)', () => {
  it.each([
    ['en, bistro in New York', 'en', 'America/New_York', 'Dated: 11/28/26, 11:06 PM EST', '12/5/26', '€32.00 · Succeeded'],
    ['es, salon in Madrid', 'es', 'Europe/Madrid', 'Fecha: 29/11/26, 5:06 CET', '6/12/26', '32,00 € · Completada'],
    ['en, a business without a zone (default business zone)', 'en', null, 'Dated: 11/28/26, 11:06 PM EST', '12/5/26', '€32.00 · Succeeded'],
  ] as const)('%s', (_name, lng, zone, dated, nextCharge, payment) => {
    renderWithEditor(
      <BackOfficeSessionContext.Provider value={sessionIn(zone)}>
        <OrderView order={order} actions={null} />
        <OrderSubscription clientId={CLIENT_ID} order={order} onStale={() => undefined} />
      </BackOfficeSessionContext.Provider>,
      { lng },
    );
    expect(spaces(document.body.textContent)).toContain(dated);
    expect(
      screen.getByText((_t, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === order.subscription?.next_charge_at),
    ).toHaveTextContent(nextCharge);
    expect(spaces(document.body.textContent)).toContain(payment);
    expect(document.body.textContent).not.toMatch(/succeeded/);
  });
});

// Issue 26: the back office printed an order's addresses with "US" / "ES", the country's code.
describe('order addresses name the country in the reader’s language (issue 26)', () => {
  it.each([
    ['es', 'ES', 'España'],
    ['es', 'US', 'Estados Unidos'],
    ['en', 'ES', 'Spain'],
  ] as const)('%s, an address in %s reads %s', (lng, country, name) => {
    const base = sampleOrder(3);
    const inCountry = { ...base, bill_to: { ...base.bill_to!, country }, ship_to: { ...base.ship_to!, country } };
    renderWithEditor(
      <BackOfficeSessionContext.Provider value={sessionIn('Europe/Madrid')}>
        <OrderView order={inCountry} actions={null} />
      </BackOfficeSessionContext.Provider>,
      { lng },
    );
    const addresses = [...document.querySelectorAll('address')];
    expect(addresses).toHaveLength(2);
    for (const address of addresses) {
      expect(address).toHaveTextContent(name);
      expect([...address.children].map((line) => line.textContent)).not.toContain(country);
    }
  });
});
