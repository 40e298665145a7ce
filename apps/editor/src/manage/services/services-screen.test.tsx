// The back office's Services screen against a fake owner API answering like the real one (contracts
// OwnerService / OwnerServiceList): list rows with duration, price, booking types and staff; the form's own
// messages before a save (an online service needs its meeting link); a new service posted with the form's
// values (duration, buffers, staff); the empty list in Spanish. As sold (issue 15): badges for a
// subscription and a quote, a subscription refused without its frequency, and the pictures sent in order.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerService, OwnerStaffSummary } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { ServicesScreen } from './services-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-services`;
const staffUrl = `/api/client/${CLIENT_ID}/owner-staff`;

const service = (id: number, name: string, over: Partial<OwnerService> = {}): OwnerService => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  price: '40.00',
  duration_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  storefront: true,
  mobile: false,
  virtual: false,
  meeting_url: '',
  bookable: true,
  active: true,
  staff_ids: [],
  upcoming_appointments: 0,
  sold_online: true,
  requires_quote: false,
  is_subscription: false,
  recurrence: null,
  images: [],
  ...over,
});
const member = (id: number, name: string): OwnerStaffSummary => ({
  id,
  name,
  title: '',
  email: '',
  active: true,
  user_id: null,
  login_email: null,
  service_ids: [],
  weekly_minutes: 0,
});

function server(services: OwnerService[]): Record<string, Handler> {
  return {
    [`GET ${base}`]: () => json({ services }),
    ...Object.fromEntries(services.map((s) => [`GET ${base}/${s.id}`, () => json(s)])),
    ...Object.fromEntries(
      services.map((s) => [
        `PUT ${base}/${s.id}`,
        async (request: Request) => json({ ...s, ...((await request.json()) as object), staff_ids: s.staff_ids }),
      ]),
    ),
    [`GET ${staffUrl}`]: () => json({ staff: [member(7, 'Dana Whitaker'), member(8, 'Marco Reyes')] }),
    [`POST ${base}`]: async (request) => {
      const input = (await request.json()) as Record<string, unknown>;
      return json(
        service(100, String(input.name), { duration_minutes: Number(input.duration_minutes), staff_ids: input.staff_ids as number[] }),
        201,
      );
    },
  };
}

describe('Services screen', () => {
  it('lists each service with its duration, price, ways to book and staff', async () => {
    const { container } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, {
      path: '/manage/services',
      api: server([
        service(1, 'Tasting', { duration_minutes: 90, staff_ids: [7, 8] }),
        service(2, 'Wine consult', { storefront: false, virtual: true, bookable: false }),
      ]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('90 min');
    expect(rows[0]).toHaveTextContent('$40.00');
    expect(rows[0]).toHaveTextContent('At a location');
    expect(rows[0]).toHaveTextContent('Staff: 2');
    expect(rows[1]).toHaveTextContent('Online');
    expect(rows[1]).toHaveTextContent('Not bookable');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Tasting' })).toHaveAttribute('href', '/manage/services/1');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says an online service needs its meeting link before anything is sent', async () => {
    const { api } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/services/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Video call');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '20');
    await user.click(screen.getByRole('checkbox', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('An online service needs a meeting link.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Meeting link/ })).toHaveFocus();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
  });

  it('creates a service with its duration, buffers and staff; the address follows the name', async () => {
    const { api } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/services/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Cooking Class');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('cooking-class');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '75');
    const duration = screen.getByRole('textbox', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, '120');
    const after = screen.getByRole('textbox', { name: /^Free time after/ });
    await user.clear(after);
    await user.type(after, '15');
    await user.click(await screen.findByRole('checkbox', { name: 'Marco Reyes' }));
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service saved.')).toBeInTheDocument();
    const [call] = api.calls(`POST ${base}`);
    expect(await call!.json()).toMatchObject({
      name: 'Cooking Class',
      slug: 'cooking-class',
      price: '75',
      duration_minutes: '120',
      buffer_after_minutes: '15',
      storefront: true,
      staff_ids: [8],
    });
  });

  it('issue 15: badges say how a service is sold: a monthly subscription, a quote, not in the store', async () => {
    renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, {
      path: '/manage/services',
      api: server([
        service(1, 'Wine club', { is_subscription: true, recurrence: 'monthly' }),
        service(2, 'Event catering', { requires_quote: true, price: '0.00', sold_online: false }),
      ]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Subscription · monthly');
    expect(rows[1]).toHaveTextContent('Quote');
    expect(rows[1]).toHaveTextContent('Not in the store');
  });

  // Issue 26: the salon's bridal service, priced on request, read "0,00 €".
  it('a service priced on request says it is to be priced, not 0,00 € (es)', async () => {
    renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, {
      path: '/manage/services',
      lng: 'es',
      api: server([
        service(1, 'Peinado y maquillaje de novia', { requires_quote: true, price: '0.00', storefront: false, mobile: true }),
        service(2, 'Corte', { price: '45.00' }),
      ]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Servicios' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Por cotizar');
    expect(rows[0]).not.toHaveTextContent(/0,00/);
    expect(rows[1]).toHaveTextContent('45,00');
  });

  it('a Spanish owner types the price as Spain writes it (1.250,50) and the API gets 1250.50', async () => {
    const { api } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/services/new', lng: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Catering');
    await user.type(screen.getByRole('textbox', { name: /^Precio/ }), '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Guardar servicio' }));
    expect(await screen.findByText('Servicio guardado.')).toBeInTheDocument();
    expect(await api.calls(`POST ${base}`)[0]!.json()).toMatchObject({ name: 'Catering', price: '1250.50' });
  });

  it('issue 15: a subscription needs its frequency; then it is sent sold online, monthly, not a quote', async () => {
    const { api } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/services/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Wine club');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '30');
    expect(screen.getByRole('checkbox', { name: 'Sold in the services store' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How it is paid' }), 'Subscription');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Choose how often a subscription is charged.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Charged/ })).toHaveFocus();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Charged/ }), 'monthly');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service saved.')).toBeInTheDocument();
    expect(await api.calls(`POST ${base}`)[0]!.json()).toMatchObject({
      sold_online: true,
      is_subscription: true,
      recurrence: 'monthly',
      requires_quote: false,
      images: [],
    });
  });

  it('issue 15: a service priced on request keeps its pictures in order; removing one sends the rest', async () => {
    const pictures = ['https://assets.example.test/a.webp', 'https://assets.example.test/b.webp'];
    const { api, container } = renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, {
      api: server([service(5, 'Event catering', { requires_quote: true, images: pictures })]),
      path: '/manage/services/5',
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'How it is paid' })).toHaveValue('quote');
    expect(screen.queryByRole('combobox', { name: /^Charged/ })).toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(pictures);
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service saved.')).toBeInTheDocument();
    expect(await api.calls(`PUT ${base}/5`)[0]!.json()).toMatchObject({
      requires_quote: true,
      is_subscription: false,
      recurrence: null,
      images: [pictures[1]],
    });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says so in Spanish when there are no services yet', async () => {
    renderWithEditor(<ServicesScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/services', lng: 'es' });
    expect(await screen.findByText('Aún no hay servicios. Añade el primero.')).toBeInTheDocument();
  });
});
