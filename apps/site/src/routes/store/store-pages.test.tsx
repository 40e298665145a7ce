import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSites, json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const apron = {
  id: 1,
  slug: 'harbor-lane-apron',
  name: 'Harbor Lane apron',
  description: 'Waxed canvas.',
  sku: 'AP',
  price: '1234.50',
  soldOut: false,
  availableQuantity: 5,
  lowStockThreshold: null as number | null,
  images: ['/assets/apron.webp'],
  variants: [
    {
      id: 11,
      type: 'color',
      type_id: 1,
      name: 'Navy',
      slug: 'navy',
      swatch: '#1f2a44',
      availableQuantity: 3,
      selectedQuantity: 0,
      variantImages: [],
      price: null,
    },
    {
      id: 12,
      type: 'color',
      type_id: 1,
      name: 'Rust',
      slug: 'rust',
      swatch: '#b7410e',
      availableQuantity: 2,
      selectedQuantity: 0,
      variantImages: [],
      price: '40.00',
    },
    {
      id: 13,
      type: 'color',
      type_id: 1,
      name: 'Sand',
      slug: 'sand',
      swatch: '#d8c8a8',
      availableQuantity: 0,
      selectedQuantity: 0,
      variantImages: [],
      price: null,
    },
  ],
};
const starter = {
  ...apron,
  id: 2,
  slug: 'sourdough-starter-kit',
  name: 'Sourdough starter kit',
  price: '18.00',
  soldOut: true,
  availableQuantity: 0,
  variants: [],
};
const PRODUCTS = [apron, starter];
const SERVICE = {
  id: 3,
  slug: 'cooking-class',
  name: 'Cooking class',
  description: '',
  price: '65.00',
  images: [],
  requires_quote: false,
  is_subscription: false,
  recurrence: null,
  duration_minutes: 120,
  bookable: true,
};

/** The store API of the fake host: products by slug, and a cart check that reads stock from PRODUCTS. */
function storeApi(products = PRODUCTS, stock: Record<string, number> = {}) {
  return (path: string, init: RequestInit | undefined, search: string) => {
    let m: RegExpExecArray | null;
    if (/^\/api\/client\/\d+\/products$/.test(path))
      return json({ products: search.includes('featured') ? products.slice(0, 1) : products });
    if ((m = /^\/api\/client\/\d+\/products\/([^/]+)$/.exec(path))) {
      const product = products.find((p) => p.slug === m?.[1]);
      return product ? json({ product }) : json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }
    if (/^\/api\/client\/\d+\/cart\/check$/.test(path)) {
      const { lines } = JSON.parse(String(init?.body)) as { lines: { product_id: number; variant_id: number | null; quantity: number }[] };
      const checked = lines.map((l) => {
        const key = `${l.product_id}:${l.variant_id ?? ''}`;
        const available = stock[key] ?? 5;
        return { ...l, key, unit_price: '10.00', available, problem: available === 0 ? 'out-of-stock' : null };
      });
      const subtotal = checked.reduce((sum, l) => sum + 10 * l.quantity, 0).toFixed(2);
      return json({
        lines: checked,
        totals: {
          subtotal,
          discount: '0.00',
          total_before_tax: subtotal,
          estimated_tax: '0.00',
          shipping: '5.00',
          total: (Number(subtotal) + 5).toFixed(2),
        },
      });
    }
    return null;
  };
}

afterEach(() => localStorage.clear());

describe('the products store in the browser (issue 13; spec §2 store, product, cart)', () => {
  it('/store: product cards with §5 prices, and a Services tab (issue 15: the services sold online)', async () => {
    const user = userEvent.setup();
    const products = storeApi();
    const services = { services: [{ ...SERVICE }] };
    renderSite('/store', {
      api: (path, init, search) => (path.endsWith('/services-store') ? json(services) : products(path, init, search)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getByRole('link', { name: 'Harbor Lane apron' })).toHaveAttribute('href', '/product/harbor-lane-apron');
    expect(list).toHaveTextContent('$1,234.50');
    expect(list).toHaveTextContent('Sold out');
    const productsTab = screen.getByRole('tab', { name: 'Products' });
    productsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: 'Services' })).getByRole('link', { name: 'Cooking class' })).toHaveAttribute(
      'href',
      '/store/service/cooking-class',
    );
  });

  it('the Spanish salon’s prices are in euros, as Spanish write them: the symbol and format come from its ISO code (issue 25)', async () => {
    renderSite('/store', { sub: 'salon', locale: 'es', api: storeApi() });
    const list = await screen.findByRole('list', { name: 'Productos' });
    expect(list).toHaveTextContent('1.234,50 €');
    expect(list).not.toHaveTextContent('$');
  });

  it('/shop with no products: the §8 "Products Not Available" screen, in Spanish on an es site', async () => {
    renderSite('/shop', { sub: 'salon', locale: 'es', api: storeApi([]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Productos no disponibles' })).toBeInTheDocument();
  });

  it('/product/{slug}: "Only N left" follows the product\'s low-stock threshold (3 when not set), in English and Spanish (issue 26)', async () => {
    const user = userEvent.setup();
    // Navy has 3 (the default threshold: low), Rust 2; with a threshold of 2, Navy is just "In stock".
    const { unmount } = renderSite('/product/harbor-lane-apron', { api: storeApi([{ ...apron, lowStockThreshold: 2 }]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Lane apron' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rust' }));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    unmount();
    renderSite('/product/harbor-lane-apron', { sub: 'salon', locale: 'es', api: storeApi([{ ...apron, lowStockThreshold: 10 }]) });
    expect(await screen.findByText('Solo quedan 3')).toBeInTheDocument();
  });

  it('/product/{slug}: without a threshold of its own, 3 left is low and 4 is not (issue 26)', async () => {
    const four = { ...apron, variants: apron.variants.map((v) => (v.id === 11 ? { ...v, availableQuantity: 4 } : v)) };
    renderSite('/product/harbor-lane-apron', { api: storeApi([four]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Lane apron' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('/product/{slug}: choosing a colour shows its price; a sold-out colour cannot be added; Add to cart fills the mini-cart', async () => {
    const user = userEvent.setup();
    renderSite('/product/harbor-lane-apron', { api: storeApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Lane apron' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rust' }));
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    // Never above the 2 left.
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/Added to cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      lines: [{ productId: 1, variantId: 12, quantity: 2, unitPrice: '40.00' }],
    });
    // All of Rust is in the cart now: nothing more to add.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Sand/ }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('/product/{unknown}: goes to /not-found like a missing blog post', async () => {
    const { router } = renderSite('/product/nope', { api: storeApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('/cart: server totals; an out-of-stock line is marked and blocks checkout until it is removed (spec §5)', async () => {
    const user = userEvent.setup();
    const line = { slug: 'harbor-lane-apron', name: 'Harbor Lane apron', sku: 'AP', image: null, unitPrice: '32.00' };
    localStorage.setItem(
      'cart',
      JSON.stringify({
        lines: [
          { ...line, productId: 1, variantId: 11, variantLabels: ['Navy'], quantity: 2, availableQuantity: 3 },
          { ...line, productId: 1, variantId: 13, variantLabels: ['Sand'], quantity: 1, availableQuantity: 4 },
        ],
      }),
    );
    renderSite('/cart', { api: storeApi(PRODUCTS, { '1:13': 0 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Out-of-stock items must be removed before checkout.');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal$30.00');
    expect(summary).toHaveTextContent('Shipping$5.00');
    expect(summary).toHaveTextContent('Total$35.00');
    await user.click(screen.getAllByRole('button', { name: 'Increase quantity of Harbor Lane apron' })[0]!);
    expect(screen.getAllByRole('spinbutton', { name: 'Quantity of Harbor Lane apron' })[0]).toHaveValue(3);
    const removes = screen.getAllByRole('button', { name: 'Remove Harbor Lane apron' });
    await user.click(removes[1]!);
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shipping-information');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}').lines).toHaveLength(1));
  });

  it('§4 plan gating: /cart needs a paid plan (toast and Home), /shop opens on freemium too, without a mini-cart', async () => {
    const { router } = renderSite('/cart', { sub: 'freebie', api: storeApi() });
    expect(await screen.findByText('The products store has been disabled.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbor Lane apron' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart,/ })).not.toBeInTheDocument();
  });

  it('Home: the store section shows the featured products', async () => {
    const sites = demoSites();
    sites.bistro!.main_site_variables.homepage_store_enabled = true;
    renderSite('/', { sites, api: storeApi() });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Harbor Lane apron']);
  });
});
