// Issue 31: the order page offers the PDF the order has now, and nothing before: a paid order's receipt, a
// quote's or invoice's own PDF; an order still awaiting payment and a quote request not priced yet have none.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, publicOrder } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const show = (order: Record<string, unknown>, locale?: 'es') =>
  renderSite(`/commerce/order/${uuid}`, {
    ...(locale ? { sub: 'salon', locale } : {}),
    api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(publicOrder(uuid, order)) : null),
  });

describe('the order page’s PDF download (issue 31)', () => {
  it('a paid order: "Download receipt (PDF)", a link to the API’s file that the browser downloads', async () => {
    show({});
    const link = await screen.findByRole('link', { name: 'Download receipt (PDF)' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`/api/client/\\d+/orders/${uuid}/document\\.pdf$`));
    expect(link).toHaveAttribute('download');
  });

  it('an invoice: "Download invoice (PDF)"; in Spanish "Descargar factura (PDF)"', async () => {
    show({ kind: 'invoice', state: 'pending', prior_payments: '0.00' });
    expect(await screen.findByRole('link', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
  });

  it('in Spanish: "Descargar recibo (PDF)"', async () => {
    show({}, 'es');
    expect(await screen.findByRole('link', { name: 'Descargar recibo (PDF)' })).toBeInTheDocument();
  });

  it('no link while an order awaits payment, nor for a quote request', async () => {
    show({ state: 'awaiting_payment', order_number: null, prior_payments: '0.00' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });
});
