import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { EditorFrame, frameServices, frameStore } from '../../testing/editor-frame.js';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { storyAuth } from '../../testing/story-auth.js';
import { StoreSettingsScreen } from '../store-settings/index.js';
import { ProductEditor } from './product-editor.js';
import { ProductsScreen } from './products-screen.js';

const base = '/api/client/11/owner-products';
const settingsUrl = '/api/client/11/store-settings';
const settings = {
  tax_rate: '8.25',
  shipping_rate: '5.00',
  payment_countries: ['US', 'CA', 'GB'],
  currency: 'USD',
  gateway: 'sandbox',
  test_mode: true,
};
const summary = (id: number, name: string, more: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  sku: `SKU-${id}`,
  price: '24.00',
  active: true,
  featured: false,
  sold_out: false,
  stock: 12,
  low_stock_threshold: null,
  low_stock: false,
  image: null,
  variant_count: 0,
  path: `/product/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  ...more,
});
const products = [
  summary(1, 'House olive oil', { featured: true }),
  summary(2, 'Linen apron', { stock: 5, low_stock_threshold: 5, low_stock: true, variant_count: 3 }),
  summary(3, 'Gift card', { sold_out: true }),
  summary(4, 'Old menu print', { active: false, stock: 0 }),
];
const entry = {
  ...products[1]!,
  description: 'Washed linen, one size, with a deep pocket.',
  images: [],
  variant_type: 'color',
  variants: [
    { id: 21, type: 'color', name: 'Sand', slug: 'sand', swatch: '#d8c7a1', price: null, stock: 1, image: null },
    { id: 22, type: 'color', name: 'Olive', slug: 'olive', swatch: '#5b6b2f', price: '26.00', stock: 1, image: null },
  ],
};

/** The calls never answer: the screen stays on its loading state. */
function PendingFrame({ children, path }: { children: ReactNode; path: string }) {
  const store = useMemo(
    () =>
      frameStore({ apiBaseUrl: '/api', getToken: () => storyAuth.accessToken(), fetchFn: () => new Promise<Response>(() => undefined) }),
    [],
  );
  return (
    <EditorFrame store={store} services={frameServices(storyAuth)}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </EditorFrame>
  );
}
const pending =
  (path: string): Decorator =>
  (Story) => <PendingFrame path={path}>{Story()}</PendingFrame>;

const meta: Meta<typeof ProductsScreen> = {
  title: 'Back office/Products',
  component: ProductsScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof ProductsScreen>;

export const ListLoaded: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { products, next_cursor: null }, [`GET ${settingsUrl}`]: settings })],
};

export const ListEmpty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { products: [], next_cursor: null }, [`GET ${settingsUrl}`]: settings })],
};

export const ListLoading: Story = { decorators: [pending('/manage/products')] };

export const ListFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER, [`GET ${settingsUrl}`]: settings })],
};

export const NewProduct: Story = {
  render: () => <ProductEditor clientId={11} id={null} />,
  decorators: [withStoryRoutes({ [`GET ${settingsUrl}`]: settings })],
};

export const EditingProduct: Story = {
  render: () => <ProductEditor clientId={11} id={2} />,
  decorators: [withStoryRoutes({ [`GET ${base}/2`]: entry, [`PUT ${base}/2`]: entry, [`GET ${settingsUrl}`]: settings })],
};

export const StoreSettingsLoaded: Story = {
  render: () => <StoreSettingsScreen clientId={11} />,
  decorators: [withStoryRoutes({ [`GET ${settingsUrl}`]: settings, [`PUT ${settingsUrl}`]: settings })],
};

export const StoreSettingsLoading: Story = {
  render: () => <StoreSettingsScreen clientId={11} />,
  decorators: [pending('/manage/store')],
};

export const StoreSettingsFailed: Story = {
  render: () => <StoreSettingsScreen clientId={11} />,
  decorators: [withStoryRoutes({ [`GET ${settingsUrl}`]: FAILED_ANSWER })],
};
