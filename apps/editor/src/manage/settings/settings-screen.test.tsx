// The back office's Business settings screen against a fake API that checks and stores like the real one.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { BusinessSettings } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { SettingsScreen } from './settings-screen.js';

const url = `/api/client/${CLIENT_ID}/settings`;

const stored = (): BusinessSettings => ({
  name: 'Bistro Lumière',
  contactNumber: '(617) 555-0142',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  country: 'US',
  contactEmail: '',
  address: { address1: '', address2: '', city: '', region: '', postalCode: '' },
  bookingReminder: '24h',
  bookingChanges: '24h',
});

/** GET answers the stored settings; PUT stores the body (or answers `refuse` instead). */
function settingsServer(settings = stored(), refuse?: () => Response) {
  const handlers: Record<string, Handler> = {
    [`GET ${url}`]: () => json(settings),
    [`PUT ${url}`]: async (request) => {
      if (refuse) return refuse();
      Object.assign(settings, (await request.json()) as BusinessSettings);
      return json({ settings, published: true });
    },
  };
  return { handlers, settings };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Business settings screen (back office)', () => {
  it('loads the stored settings into the form, the zone under its region', async () => {
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer().handlers });
    expect(screen.getByRole('heading', { level: 1, name: 'Business settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Bistro Lumière');
    expect(screen.getByRole('combobox', { name: /Time zone region/ })).toHaveValue('America');
    expect(screen.getByRole('combobox', { name: /^Time zone(?! region)/ })).toHaveValue('America/New_York');
    expect(screen.getByRole('option', { name: 'New York (Eastern Time)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('US');
    expect(screen.getByRole('combobox', { name: /Site language/ })).toHaveValue('en');
    // The currency is picked from the ISO 4217 codes, never typed as a symbol (issue 25).
    const currency = screen.getByRole('combobox', { name: /Currency/ });
    expect(currency).toHaveValue('USD');
    expect(within(currency).getByRole('option', { name: 'EUR — Euro' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /symbol/i })).not.toBeInTheDocument();
  });

  // Issue 26: the Spanish screen listed regions and cities as the English IANA ids.
  it('in Spanish, regions and zones are named in Spanish, never as raw ids', async () => {
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer().handlers, lng: 'es' });
    const region = await screen.findByRole('combobox', { name: /Región de la zona horaria/ });
    expect(within(region).getByRole('option', { name: 'Europa' })).toHaveValue('Europe');
    expect(within(region).getByRole('option', { name: 'América' })).toHaveValue('America');
    expect(within(region).queryByRole('option', { name: 'Europe' })).toBeNull();
    const zone = screen.getByRole('combobox', { name: /^Zona horaria/ });
    expect(within(zone).getByRole('option', { name: 'Nueva York (hora oriental)' })).toHaveValue('America/New_York');
    expect(within(zone).getByRole('option', { name: 'Ciudad de México (hora estándar central)' })).toHaveValue('America/Mexico_City');
    expect(within(zone).queryByRole('option', { name: /America\/|_/ })).toBeNull();
  });

  it('saves the changed settings, says so, and sends the cleaned form', async () => {
    const { handlers, settings } = settingsServer();
    const { api } = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: handlers });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    await user.clear(name);
    await user.type(name, '  Bistro Nuevo ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Time zone region/ }), 'Europe');
    // The zone of the old region is cleared: the owner must pick one of the new region.
    expect(screen.getByRole('combobox', { name: /^Time zone(?! region)/ })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone(?! region)/ }), 'Europe/Madrid');
    await user.selectOptions(screen.getByRole('combobox', { name: /Site language/ }), 'es');
    await user.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Your site shows them now.')).toBeInTheDocument();
    const [put] = api.calls(`PUT ${url}`);
    expect(await put!.json()).toEqual({ ...stored(), name: 'Bistro Nuevo', timeZone: 'Europe/Madrid', language: 'es', currency: 'EUR' });
    expect(put!.headers.get('authorization')).toBe('Bearer token-7');
    expect(settings.name).toBe('Bistro Nuevo');
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('Bistro Nuevo');
  });

  it('the appointment reminder is a choice of off, 2, 24 or 48 hours (en and es), loaded and saved', async () => {
    const { handlers, settings } = settingsServer();
    const { api } = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: handlers });
    const user = userEvent.setup();
    const reminder = await screen.findByRole('combobox', { name: /Appointment reminder/ });
    expect(reminder).toHaveValue('24h');
    expect(
      within(reminder)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('value'))
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['off', 'No reminder'],
      ['2h', '2 hours before'],
      ['24h', '24 hours before'],
      ['48h', '48 hours before'],
    ]);
    await user.selectOptions(reminder, 'off');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Your site shows them now.')).toBeInTheDocument();
    const [put] = api.calls(`PUT ${url}`);
    expect(await put!.json()).toEqual({ ...stored(), bookingReminder: 'off' });
    expect(settings.bookingReminder).toBe('off');
  });

  it('in Spanish, the reminder choices are Spanish', async () => {
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, {
      api: settingsServer({ ...stored(), bookingReminder: '48h' }).handlers,
      lng: 'es',
    });
    const reminder = await screen.findByRole('combobox', { name: /Recordatorio de citas/ });
    expect(reminder).toHaveValue('48h');
    expect(within(reminder).getByRole('option', { name: '2 horas antes' })).toHaveValue('2h');
    expect(within(reminder).getByRole('option', { name: 'Sin recordatorio' })).toHaveValue('off');
  });

  it('saves an e-mail and an address under their own group; the street, city and ZIP code go together', async () => {
    const { handlers, settings } = settingsServer();
    const { api } = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: handlers });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Address' });
    expect(group).toHaveAccessibleDescription('Optional. If you give an address, include the street, the city and the postal code.');
    const street = within(group).getByRole('textbox', { name: /Street address/ });
    expect(street).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'hola@bistro');
    await user.type(street, '214 Harbor Lane');
    // Once part of the address is given, the rest of it is asked for.
    expect(street).toBeRequired();
    expect(within(group).getByRole('textbox', { name: /City/ })).toBeRequired();
    const zip = within(group).getByRole('textbox', { name: /ZIP code/ });
    expect(zip).toBeRequired();
    await user.type(zip, '2110');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(group).getByText('Please enter your city.')).toBeInTheDocument();
    expect(within(group).getByText('Please enter a valid postal code (zip code).')).toBeInTheDocument();
    expect(api.calls(`PUT ${url}`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), '.com');
    await user.type(within(group).getByRole('textbox', { name: /City/ }), 'Boston');
    await user.type(within(group).getByRole('textbox', { name: /State/ }), 'MA');
    await user.clear(zip);
    await user.type(zip, '02110');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Your site shows them now.')).toBeInTheDocument();
    const address = { address1: '214 Harbor Lane', address2: '', city: 'Boston', region: 'MA', postalCode: '02110' };
    const [put] = api.calls(`PUT ${url}`);
    expect(await put!.json()).toEqual({ ...stored(), contactEmail: 'hola@bistro.com', address });
    expect(settings.address).toEqual(address);
    // ~60 keystrokes into the whole form (3.5 s alone): more than the default 20 s on a loaded CI machine.
  }, 60_000);

  it('an address field the API refuses shows its message beside that field', async () => {
    const refuse = () =>
      json({ error: { code: 'invalid_request', message: 'x', fields: { 'address.postalCode': 'validation:invalid.postalCode' } } }, 400);
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer(stored(), refuse).handlers, lng: 'es' });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Dirección' });
    await user.type(within(group).getByRole('textbox', { name: /Calle y número/ }), 'Calle de Atocha 27');
    await user.type(within(group).getByRole('textbox', { name: /Ciudad/ }), 'Madrid');
    await user.type(within(group).getByRole('textbox', { name: /Código ZIP/ }), '28012');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    const zip = within(group).getByRole('textbox', { name: /Código ZIP/ });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Introduce un código postal válido.'));
    expect(zip).toHaveValue('28012');
  }, 60_000);

  it('checks the form with the shared schema before sending: the field messages in Spanish, nothing sent', async () => {
    const { api } = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer().handlers, lng: 'es' });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Nombre del negocio/ });
    await user.clear(name);
    const phone = screen.getByRole('textbox', { name: /Número de contacto/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Introduce el nombre de tu negocio.')).toBeInTheDocument();
    expect(screen.getByText('Introduce un número de contacto válido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre del negocio/ })).toHaveFocus());
    expect(api.calls(`PUT ${url}`)).toHaveLength(0);
  });

  it('a save the API refuses shows its field messages and an error, and keeps what was typed', async () => {
    const refuse = () =>
      json({ error: { code: 'invalid_request', message: 'x', fields: { currency: 'validation:invalid.currency' } } }, 400);
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer(stored(), refuse).handlers });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    await user.clear(name);
    await user.type(name, 'Typed name');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Some settings need your attention. Nothing was saved.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a currency from the list.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('Typed name');
  });

  it('a server failure says so and keeps the input; settings that cannot be loaded offer Try again', async () => {
    const failing = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, {
      api: settingsServer(stored(), () => json({ error: { code: 'internal', message: 'x' } }, 500)).handlers,
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    await user.clear(name);
    await user.type(name, 'Kept name');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your settings could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('Kept name');
    failing.unmount();

    let fail = true;
    const { handlers } = settingsServer();
    const get = handlers[`GET ${url}`]!;
    handlers[`GET ${url}`] = (request) => (fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : get(request));
    renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: handlers });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Bistro Lumière');
  });

  it.each(['en', 'es'] as const)(
    'has no axe violations, also with field errors shown in every group (%s)',
    async (lng) => {
      const { container } = renderWithEditor(<SettingsScreen clientId={CLIENT_ID} />, { api: settingsServer().handlers, lng });
      const user = userEvent.setup();
      const name = await screen.findByRole('textbox', { name: lng === 'en' ? /Business name/ : /Nombre del negocio/ });
      await user.clear(name);
      // Half an address: the street and postal code messages show inside the address group.
      await user.type(screen.getByRole('textbox', { name: lng === 'en' ? /City/ : /Ciudad/ }), 'Boston');
      await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Save settings' : 'Guardar datos' }));
      await screen.findByText(lng === 'en' ? 'Please enter the name of your business.' : 'Introduce el nombre de tu negocio.');
      expect(screen.getByText(lng === 'en' ? 'Please enter your postal code.' : 'Introduce tu código postal.')).toBeInTheDocument();
      let violations: string[] = [];
      await act(async () => {
        violations = await axeViolations(container);
      });
      expect(violations).toEqual([]);
    },
    60_000,
  );
});
