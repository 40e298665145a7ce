// The back office's Store settings screen against a fake owner API that answers like the real one (contract
// StoreSettings): the currency and gateway, a refused tax rate, the §9 countries saved; in Spanish for a
// business in Spain, the test gateway's name, a Spanish example rate and amounts typed with a decimal comma.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, storeSettings } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import type { BackOfficeSession } from '../../entry/run-entry.js';
import { StoreSettingsScreen } from './index.js';

const settingsUrl = `/api/client/${CLIENT_ID}/store-settings`;

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Store settings screen', () => {
  it('shows the currency and gateway, refuses a bad tax rate, and saves the §9 countries chosen', async () => {
    const api: Record<string, Handler> = {
      [`GET ${settingsUrl}`]: () => json(storeSettings()),
      [`PUT ${settingsUrl}`]: async (request) => {
        const body = (await request.json()) as { taxRate: string; shippingRate: string; paymentCountries: string[] };
        return json(storeSettings({ tax_rate: body.taxRate, shipping_rate: '5.00', payment_countries: body.paymentCountries }));
      },
    };
    const { container, api: calls } = renderWithEditor(<StoreSettingsScreen clientId={CLIENT_ID} />, { api, path: '/manage/store' });
    const user = userEvent.setup();
    const tax = await screen.findByRole('textbox', { name: /^Tax rate/ });
    expect(screen.getByText('Prices are shown in $ (USD).')).toBeInTheDocument();
    expect(screen.getByText(/Test mode: no real charges/)).toBeInTheDocument();
    expect(screen.getByText('Added to every order, such as 10. 0 for none.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business settings' })).toHaveAttribute('href', '/manage/settings');
    await user.clear(tax);
    await user.type(tax, '101');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a percentage from 0 to 100.')).toBeInTheDocument();
    await user.clear(tax);
    await user.type(tax, '8.25');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('checkbox', { name: 'United States of America' }));
    await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Store settings saved.')).toBeInTheDocument();
    expect(await calls.calls(`PUT ${settingsUrl}`)[0]!.json()).toEqual({
      taxRate: '8.25',
      shippingRate: '0.00',
      paymentCountries: ['CA', 'US'],
    });
  });
});

// Issue 26: the Spanish screen of a business in Spain showed "Sandbox" and "por ejemplo 8.25".
describe('Store settings screen in Spanish for a business in Spain', () => {
  it('names the test gateway in Spanish, gives a Spanish example rate and takes a decimal comma (tax and shipping)', async () => {
    const api: Record<string, Handler> = {
      [`GET ${settingsUrl}`]: () => json(storeSettings({ tax_rate: '10.5', currency: 'EUR' })),
      [`PUT ${settingsUrl}`]: async (request) => {
        const body = (await request.json()) as { taxRate: string; paymentCountries: string[] };
        return json(storeSettings({ tax_rate: body.taxRate, currency: 'EUR', payment_countries: body.paymentCountries }));
      },
    };
    const session = { site: { client: { country: { country_code: 'ES' } } } } as BackOfficeSession;
    const { api: calls } = renderWithEditor(
      <BackOfficeSessionContext.Provider value={session}>
        <StoreSettingsScreen clientId={CLIENT_ID} />
      </BackOfficeSessionContext.Provider>,
      { api, path: '/manage/store', lng: 'es' },
    );
    const user = userEvent.setup();
    const tax = await screen.findByRole('textbox', { name: /^Impuesto/ });
    expect(tax).toHaveValue('10,5');
    expect(screen.getByText('Se suma a cada pedido, por ejemplo 21. 0 si no hay.')).toBeInTheDocument();
    expect(screen.getByText('Pagos de prueba')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Sandbox|8\.25/);
    await user.clear(tax);
    await user.type(tax, '8,25');
    const shipping = screen.getByRole('textbox', { name: /^Envío/ });
    await user.clear(shipping);
    await user.type(shipping, '4,50');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes de la tienda guardados.')).toBeInTheDocument();
    expect(await calls.calls(`PUT ${settingsUrl}`)[0]!.json()).toMatchObject({ taxRate: '8.25', shippingRate: '4.50' });
    expect(tax).toHaveValue('8,25');
  });

  it('a business in the United States reads the US example in English', async () => {
    const session = { site: { client: { country: { country_code: 'US' } } } } as BackOfficeSession;
    renderWithEditor(
      <BackOfficeSessionContext.Provider value={session}>
        <StoreSettingsScreen clientId={CLIENT_ID} />
      </BackOfficeSessionContext.Provider>,
      { api: { [`GET ${settingsUrl}`]: () => json(storeSettings()) }, path: '/manage/store' },
    );
    expect(await screen.findByText('Added to every order, such as 8.25. 0 for none.')).toBeInTheDocument();
    expect(screen.getByText('Test payments')).toBeInTheDocument();
  });
});
