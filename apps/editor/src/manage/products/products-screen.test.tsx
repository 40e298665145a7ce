// The back office's Products screen against a fake owner API that answers like the real one (contracts
// OwnerProductPage / OwnerProductEntry): list rows with their badges, the server-side filter, the empty and
// failed states in Spanish, a new product with colour options posted with the form's own values, pictures
// reordered with Move up / Move down, and validation messages before a save.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerProductEntry, OwnerProductSummary } from '@vitrina/api-client/back-office';
import { CLIENT_ID, storeSettings } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { ProductsScreen } from './products-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-products`;
const settingsUrl = `/api/client/${CLIENT_ID}/store-settings`;

const summary = (id: number, name: string, over: Partial<OwnerProductSummary> = {}): OwnerProductSummary => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  sku: '',
  price: '12.00',
  active: true,
  featured: false,
  sold_out: false,
  stock: 10,
  low_stock_threshold: null,
  low_stock: false,
  image: null,
  variant_count: 0,
  path: `/product/${name.toLowerCase().replace(/\s+/g, '-')}`,
  ...over,
});

function server(products: OwnerProductSummary[]): Record<string, Handler> {
  return {
    [`GET ${settingsUrl}`]: () => json(storeSettings()),
    [`GET ${base}`]: (request) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      const list = products.filter(
        (p) => status === 'all' || (status === 'inactive' ? !p.active : status === 'low_stock' ? p.low_stock : true),
      );
      return json({ products: list, next_cursor: null });
    },
    [`POST ${base}`]: async (request) => {
      const input = (await request.json()) as Record<string, unknown>;
      const entry: OwnerProductEntry = {
        ...summary(100, String(input.name)),
        description: '',
        images: input.images as string[],
        variant_type: 'color',
        variants: [],
      };
      return json(entry, 201);
    },
    [`GET ${base}/100`]: () => json({ error: { code: 'product_not_found', message: 'x' } }, 404),
  };
}

const rows = () => within(screen.getByRole('list', { name: /Products|Productos/ })).getAllByRole('listitem');

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Products screen: the list', () => {
  it('shows price, stock and the badges; filters on the server', async () => {
    const { api, container } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, {
      path: '/manage/products',
      api: server([
        summary(1, 'Mug', { stock: 2, low_stock: true, featured: true, sku: 'MUG-1' }),
        summary(2, 'Apron', { stock: 0, active: false }),
      ]),
    });
    expect(await screen.findByText('Mug')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Featured');
    expect(rows()[0]).toHaveTextContent('Low stock');
    expect(rows()[0]).toHaveTextContent('$12.00');
    expect(rows()[0]).toHaveTextContent('2 in stock');
    expect(rows()[0]).toHaveTextContent('SKU MUG-1');
    expect(rows()[1]).toHaveTextContent('Sold out');
    expect(rows()[1]).toHaveTextContent('Inactive');
    expect(within(rows()[0]!).getByRole('link', { name: 'Edit “Mug”' })).toHaveAttribute('href', '/manage/products/1');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'inactive');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(new URL(api.calls(`GET ${base}`).at(-1)!.url).search).toBe('?status=inactive');
  });

  it.each([
    ['en', 'Show', 'Low stock'],
    ['es', 'Mostrar', 'Pocas existencias'],
  ] as const)('%s: the "%s" filter\'s "%s" choice asks the server for low-stock products (issue 26)', async (lng, show, low) => {
    const { api } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, {
      path: '/manage/products',
      lng,
      api: server([
        summary(1, 'Mug', { stock: 8, low_stock_threshold: 10, low_stock: true }),
        summary(2, 'Apron', { stock: 8, low_stock_threshold: 5 }),
      ]),
    });
    expect(await screen.findByText('Mug')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(low);
    expect(rows()[1]).not.toHaveTextContent(low);
    const select = screen.getByRole('combobox', { name: show });
    expect(within(select).getByRole('option', { name: low })).toHaveValue('low_stock');
    // A native select (ui-kit SelectField): arrow keys and screen readers work on it as on the other filters.
    expect(select.tagName).toBe('SELECT');
    await userEvent.setup().selectOptions(select, low);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(select).toHaveValue('low_stock');
    expect(rows()[0]).toHaveTextContent('Mug');
    expect(new URL(api.calls(`GET ${base}`).at(-1)!.url).search).toBe('?status=low_stock');
  });

  // Issue 26: the salon's serum, marked sold out with 3 units counted, read "Agotado" and "3 en existencia".
  it('a product marked sold out says its counted units are not for sale (es)', async () => {
    renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, {
      path: '/manage/products',
      lng: 'es',
      api: server([summary(1, 'Sérum reparador', { sold_out: true, stock: 3 }), summary(2, 'Champú', { stock: 18 })]),
    });
    expect(await screen.findByText('Sérum reparador')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Agotado');
    expect(rows()[0]).toHaveTextContent('3 en existencia, no a la venta');
    expect(rows()[1]).not.toHaveTextContent('Agotado');
    expect(rows()[1]).toHaveTextContent('18 en existencia');
  });

  it('an empty store says so in Spanish, and a failed load offers to try again', async () => {
    const empty = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/products', lng: 'es' });
    expect(await screen.findByText('Aún no hay productos: añade el primero.')).toBeInTheDocument();
    empty.unmount();
    const failing = server([]);
    failing[`GET ${base}`] = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api: failing, path: '/manage/products' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
  });
});

describe('Products screen: the form', () => {
  it('says what is missing before a save, in the form’s words', async () => {
    const { api } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/products/new' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Please enter the name of the product.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a price.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
  });

  it('creates a product with two colour options; the address follows the name', async () => {
    const { api, path, container } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, {
      api: server([]),
      path: '/manage/products/new',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Linen Shirt');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('linen-shirt');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '45.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Options' }), 'color');
    const first = await screen.findByRole('group', { name: 'Option 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Name' }), 'Red');
    await user.clear(within(screen.getByRole('group', { name: 'Red' })).getByRole('textbox', { name: 'Units in stock' }));
    await user.type(within(screen.getByRole('group', { name: 'Red' })).getByRole('textbox', { name: 'Units in stock' }), '4');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const second = await screen.findByRole('group', { name: 'Option 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Name' }), 'red');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Another option already has this name.')).toBeInTheDocument();
    const renamed = within(screen.getByRole('group', { name: 'red' })).getByRole('textbox', { name: 'Name' });
    await user.clear(renamed);
    await user.type(renamed, 'Blue');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved. Your store shows it now.')).toBeInTheDocument();
    const sent = (await api.calls(`POST ${base}`)[0]!.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      price: '45.5',
      variant_type: 'color',
      variants: [
        { id: null, name: 'Red', swatch: '#000000', price: '', stock: '4', image: null },
        { id: null, name: 'Blue', swatch: '#000000', price: '', stock: '0', image: null },
      ],
    });
    await waitFor(() => expect(path()).toBe('/manage/products/100'));
  });

  it.each([
    ['en', '1,250.00', 'Name', /^Price/, 'Save product'],
    ['es', '1.250,00', 'Nombre', /^Precio/, 'Guardar producto'],
  ] as const)(
    '%s: a price written with the language’s grouping, %s, is taken and sent as 1250.00 (issue 26)',
    async (lng, typed, name, price, save) => {
      const { api } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/products/new', lng });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name }), 'Apron');
      const field = screen.getByRole('textbox', { name: price });
      await user.type(field, typed);
      expect(field).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(api.calls(`POST ${base}`)).toHaveLength(1));
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      expect(await api.calls(`POST ${base}`)[0]!.json()).toMatchObject({ name: 'Apron', price: '1250.00' });
    },
  );

  it('edits the low-stock threshold: shows the stored one, refuses a negative or broken one with its message, sends digits (issue 26)', async () => {
    const entry: OwnerProductEntry = {
      ...summary(5, 'Bowl', { stock: 3, low_stock_threshold: 4, low_stock: true }),
      description: '',
      images: [],
      variant_type: 'none',
      variants: [{ id: 9, type: 'default', name: '', slug: 'default', swatch: null, price: null, stock: 3, image: null }],
    };
    const api = {
      ...server([]),
      [`GET ${base}/5`]: () => json(entry),
      [`PUT ${base}/5`]: async (r: Request) => {
        const body = (await r.json()) as { low_stock_threshold: string | null };
        return json({ ...entry, low_stock_threshold: body.low_stock_threshold === null ? null : Number(body.low_stock_threshold) });
      },
    };
    const rendered = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api, path: '/manage/products/5' });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /^Low-stock threshold \(units\)/ });
    expect(field).toHaveValue('4');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription(/Empty: 3\. 0: never\./);
    for (const typed of ['-1', '2.5']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      expect(
        await screen.findByText('Please enter a whole number of units, 0 or more, or leave it empty to use the default.'),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(rendered.api.calls(`PUT ${base}/5`)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product saved. Your store shows it now.');
    expect(await rendered.api.calls(`PUT ${base}/5`)[0]!.json()).toMatchObject({ low_stock_threshold: '10' });
    expect(field).toHaveValue('10');
    // Emptied: not set, sent as null (the default applies).
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(rendered.api.calls(`PUT ${base}/5`)).toHaveLength(2));
    expect(await rendered.api.calls(`PUT ${base}/5`)[1]!.json()).toMatchObject({ low_stock_threshold: null });
  });

  it('es: the threshold field and its message are in Spanish (issue 26)', async () => {
    const { api } = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api: server([]), path: '/manage/products/new', lng: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Taza');
    await user.type(screen.getByRole('textbox', { name: /^Precio/ }), '12');
    const field = screen.getByRole('textbox', { name: /^Umbral de pocas existencias \(unidades\)/ });
    expect(field).toHaveAccessibleDescription(/Vacío: 3\. 0: nunca\./);
    await user.type(field, '-2');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(
      await screen.findByText('Introduce un número entero de unidades, 0 o más, o déjalo vacío para usar el valor predeterminado.'),
    ).toBeInTheDocument();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(api.calls(`POST ${base}`)).toHaveLength(1));
    expect(await api.calls(`POST ${base}`)[0]!.json()).toMatchObject({ name: 'Taza', low_stock_threshold: '6' });
  });

  it('moves pictures with Move up / Move down and keeps focus on the moved picture', async () => {
    const entry: OwnerProductEntry = {
      ...summary(5, 'Bowl'),
      description: '',
      images: ['/a.webp', '/b.webp', '/c.webp'],
      variant_type: 'none',
      variants: [{ id: 9, type: 'default', name: '', slug: 'default', swatch: null, price: null, stock: 3, image: null }],
    };
    const api = {
      ...server([]),
      [`GET ${base}/5`]: () => json(entry),
      [`PUT ${base}/5`]: async (r: Request) => json({ ...entry, ...((await r.json()) as object) }),
    };
    const rendered = renderWithEditor(<ProductsScreen clientId={CLIENT_ID} />, { api, path: '/manage/products/5' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move up picture 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up picture 2' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    await waitFor(() => expect(order()).toEqual(['/c.webp', '/a.webp', '/b.webp']));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product saved. Your store shows it now.');
    const sent = (await rendered.api.calls(`PUT ${base}/5`)[0]!.json()) as { images: string[]; variants: unknown[] };
    expect(sent.images).toEqual(['/c.webp', '/a.webp', '/b.webp']);
    expect(sent.variants).toEqual([{ id: 9, name: '', swatch: '', price: '', stock: '3', stock_was: 3, image: null }]);
  });
});
