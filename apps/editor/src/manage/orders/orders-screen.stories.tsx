import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { sampleOrder, sampleOrders, summaryOf } from './orders-fixtures.js';
import { OrdersScreen } from './orders-screen.js';

const base = '/api/client/11/owner-orders';
const orders = sampleOrders();
const detail = Object.fromEntries(orders.map((o) => [`GET ${base}/${o.id}`, o]));
const shipped = { ...orders[0]!, fulfillment: 'shipped' as const, fulfillment_note: 'UPS 1Z999' };
const refunded = { ...orders[0]!, refunded: '10.50', refundable: '21.50' };

const meta: Meta<typeof OrdersScreen> = {
  title: 'Back office/Orders',
  component: OrdersScreen,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof OrdersScreen>;

/** Three orders: paid, awaiting payment and shipped; open one to ship, refund or cancel it. */
export const List: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { orders: orders.map(summaryOf), next_cursor: null },
      ...detail,
      [`POST ${base}/3/ship`]: shipped,
      [`POST ${base}/3/fulfill`]: { ...orders[0]!, fulfillment: 'fulfilled' },
      [`POST ${base}/3/refund`]: refunded,
      [`POST ${base}/3/cancel`]: { ...orders[0]!, state: 'canceled', refunded: '32.00', refundable: '0.00' },
    }),
  ],
};

/** An order awaiting a payment the gateway has not confirmed yet (issue 32): "Confirming payment", and why when open. */
const checking = sampleOrder(4, {
  customer_name: 'Dee Lima',
  state: 'awaiting_payment',
  payment_check: true,
  prior_payments: '0.00',
  refundable: '0.00',
  total_outstanding: '32.00',
  payments: [],
  payment_information: '',
});

export const ConfirmingPayment: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { orders: [checking, ...orders].map(summaryOf), next_cursor: null },
      [`GET ${base}/4`]: checking,
      ...detail,
    }),
  ],
};

/** More orders than one page: "Load more" at the end. */
export const MorePages: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { orders: Array.from({ length: 8 }, (_, i) => summaryOf(sampleOrder(20 - i))), next_cursor: '13' },
    }),
  ],
};

export const Empty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { orders: [], next_cursor: null } })],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};
