// The back office's Discount codes screen against a fake owner API answering like the real one (contracts
// OwnerDiscountCode / OwnerDiscountCodeList / OwnerDiscountUses): rows with state, discount and uses; the
// form's own messages before a save; a new code posted with the form's values; pause from the list; a code's
// uses; the list in Spanish.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerDiscountCode } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { DiscountsScreen } from './discounts-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-discount-codes`;

const code = (id: number, text: string, over: Partial<OwnerDiscountCode> = {}): OwnerDiscountCode => ({
  id,
  code: text,
  kind: 'percent',
  value: '10',
  minimum: '0.00',
  starts_on: '',
  ends_on: '',
  usage_limit: null,
  per_customer_limit: null,
  used_count: 0,
  product_ids: [],
  service_ids: [],
  paused: false,
  state: 'active',
  ...over,
});

function server(codes: OwnerDiscountCode[]): Record<string, Handler> {
  return {
    [`GET ${base}`]: () => json({ codes }),
    ...Object.fromEntries(codes.map((c) => [`GET ${base}/${c.id}`, () => json(c)])),
    ...Object.fromEntries(
      codes.map((c) => [
        `POST ${base}/${c.id}/pause`,
        async (request: Request) => {
          const { paused } = (await request.json()) as { paused: boolean };
          return json({ ...c, paused, state: paused ? 'paused' : 'active' });
        },
      ]),
    ),
    ...Object.fromEntries(
      codes.map((c) => [
        `GET ${base}/${c.id}/uses`,
        () =>
          json({
            count: 1,
            uses: [
              {
                order_uuid: '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21',
                order_number: '12',
                order_status: 'paid',
                customer_name: 'Ana López',
                customer_email: 'ana@example.com',
                discount: '2.50',
                currency: 'USD',
                at: '2026-03-02T15:00:00.000Z',
              },
            ],
          }),
      ]),
    ),
    [`GET /api/client/${CLIENT_ID}/products`]: () => json({ products: [] }),
    [`GET /api/client/${CLIENT_ID}/owner-services`]: () => json({ services: [] }),
    [`POST ${base}`]: async (request) => {
      const input = (await request.json()) as Record<string, unknown>;
      return json(code(100, String(input.code), { kind: input.kind as 'fixed', value: String(input.value) }), 201);
    },
  };
}

describe('Discount codes screen (issue 30)', () => {
  it('lists each code with its state, what it takes off and its uses; axe clean', async () => {
    const { container } = renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, {
      path: '/manage/discounts',
      api: server([
        code(1, 'SPRING10', { used_count: 3, usage_limit: 10 }),
        code(2, 'FIVEOFF', { kind: 'fixed', value: '5.00', state: 'ended', ends_on: '2026-01-31' }),
      ]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Discount codes' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('SPRING10');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('10 % off');
    expect(rows[0]).toHaveTextContent('Used 3 of 10 times');
    expect(rows[1]).toHaveTextContent('$5.00 off');
    expect(rows[1]).toHaveTextContent('Ended');
    expect(rows[1]).toHaveTextContent('Until 2026-01-31');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit SPRING10' })).toHaveAttribute('href', '/manage/discounts/1');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('pauses a code from the list', async () => {
    const { api } = renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, {
      path: '/manage/discounts',
      api: server([code(1, 'SPRING10')]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause SPRING10' }));
    expect(await screen.findByText('Discount code SPRING10 paused.')).toBeInTheDocument();
    const [call] = api.calls(`POST ${base}/1/pause`);
    expect(await call!.json()).toEqual({ paused: true });
  });

  it('says what is wrong before anything is sent: a code with spaces, a percent above 100', async () => {
    const { api } = renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/discounts/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'SPRING 10');
    await user.type(screen.getByRole('textbox', { name: /^Percent off/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Save discount code' }));
    expect(await screen.findByText('Use 3 to 40 letters, digits, dashes or underscores')).toBeInTheDocument();
    expect(screen.getByText('Enter a percent from 1 to 100')).toBeInTheDocument();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
  });

  it('creates an amount-off code with its limits and dates', async () => {
    const { api } = renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/discounts/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'WELCOME5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Discount/ }), 'fixed');
    await user.type(screen.getByRole('textbox', { name: /^Amount off/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Uses in all/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Uses per customer/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save discount code' }));
    expect(await screen.findByText('Discount code saved.')).toBeInTheDocument();
    const [call] = api.calls(`POST ${base}`);
    expect(await call!.json()).toMatchObject({
      code: 'WELCOME5',
      kind: 'fixed',
      value: '5',
      minimum: '0',
      usage_limit: '100',
      per_customer_limit: '1',
      product_ids: [],
      paused: false,
    });
  });

  it('shows a code’s uses: the order, the customer and what it took off', async () => {
    renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, {
      path: '/manage/discounts/1',
      api: server([code(1, 'SPRING10', { used_count: 1 })]),
    });
    const table = await screen.findByRole('table', { name: 'Uses' });
    expect(table).toHaveTextContent('#12');
    expect(table).toHaveTextContent('Ana López');
    expect(table).toHaveTextContent('$2.50');
  });

  it('reads in Spanish', async () => {
    renderWithEditor(<DiscountsScreen clientId={CLIENT_ID} />, {
      path: '/manage/discounts',
      lng: 'es',
      api: server([code(1, 'PRIMAVERA', { state: 'paused', paused: true })]),
    });
    const rows = within(await screen.findByRole('list', { name: 'Códigos de descuento' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('En pausa');
    expect(within(rows[0]!).getByRole('button', { name: 'Reanudar PRIMAVERA' })).toBeInTheDocument();
  });
});
