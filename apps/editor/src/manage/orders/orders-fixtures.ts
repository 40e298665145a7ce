// Orders of a bistro for the Orders screen's tests and stories, shaped as the API answers them.
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { allowedOwnerActions } from '@vitrina/commerce';
import { toMinorUnits } from '@vitrina/core-model';

const address = (firstName: string, lastName: string, email: string) => ({
  email,
  firstName,
  lastName,
  country: 'US',
  address1: '12 Market St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: '',
  postalCode: '78701',
  phone: '5125550100',
});

/** What the server answers as the order's `allowed_actions`: commerce's table over its state (issue 27). */
export const serverActions = (order: Omit<OwnerOrder, 'allowed_actions'>) =>
  allowedOwnerActions({
    status: order.state,
    fulfillment: order.fulfillment,
    paidCents: toMinorUnits(order.prior_payments) ?? 0,
    refundedCents: toMinorUnits(order.refunded) ?? 0,
  });

export function sampleOrder(id: number, more: Partial<OwnerOrder> = {}): OwnerOrder {
  const [firstName, lastName] = (more.customer_name ?? 'Ana Ruiz').split(' ') as [string, string];
  const email = more.email ?? `${firstName.toLowerCase()}@example.test`;
  const order: Omit<OwnerOrder, 'allowed_actions'> = {
    id,
    order_number: String(id),
    dated: `2026-01-${String(id).padStart(2, '0')}T15:30:00.000Z`,
    customer_name: `${firstName} ${lastName}`,
    email,
    total: '32.00',
    currency: 'USD',
    state: 'paid',
    fulfillment: 'unfulfilled',
    payment_check: false,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    lines: [{ name: 'Ceramic mug', variant_label: 'Blue', sku: 'MUG-B', image: null, quantity: 2, each_price: '12.50', total: '25.00' }],
    subtotal: '25.00',
    discount: '0.00',
    total_before_tax: '25.00',
    estimated_tax: '2.00',
    shipping: '5.00',
    prior_payments: '32.00',
    refunded: '0.00',
    refundable: '32.00',
    total_outstanding: '0.00',
    note: '',
    fulfillment_note: '',
    payment_information: 'Visa •••• 4242',
    bill_to: address(firstName, lastName, email),
    ship_to: address(firstName, lastName, email),
    utm: { utm_source: 'newsletter' },
    payments: [
      {
        transaction_id: `sbx_${id}`,
        gateway: 'sandbox',
        status: 'succeeded',
        amount: '32.00',
        refunded: '0.00',
        currency: 'USD',
        card_brand: 'Visa',
        card_last4: '4242',
        created_at: `2026-01-${String(id).padStart(2, '0')}T15:30:00.000Z`,
      },
    ],
    order_link: `http://bistro.localhost:8080/commerce/order/00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    updated_at: `2026-01-${String(id).padStart(2, '0')}T15:30:00.000Z`,
    feedback: null,
    ...more,
  };
  return { ...order, allowed_actions: more.allowed_actions ?? serverActions(order) };
}

export const sampleOrders = (): OwnerOrder[] => [
  sampleOrder(3, { customer_name: 'Ana Ruiz' }),
  sampleOrder(2, {
    customer_name: 'Ben Cole',
    state: 'awaiting_payment',
    prior_payments: '0.00',
    refundable: '0.00',
    total_outstanding: '32.00',
  }),
  sampleOrder(1, { customer_name: 'Cleo Park', fulfillment: 'shipped', fulfillment_note: 'UPS 1Z999' }),
];

/** What the list row of an order holds (what GET …/owner-orders answers). */
const SUMMARY_KEYS = [
  'id',
  'order_number',
  'dated',
  'customer_name',
  'email',
  'total',
  'currency',
  'state',
  'fulfillment',
  'payment_check',
] as const satisfies readonly (keyof OwnerOrder)[];

/** The list row of an order. */
export const summaryOf = (order: OwnerOrder) =>
  Object.fromEntries(SUMMARY_KEYS.map((key) => [key, order[key]])) as Pick<OwnerOrder, (typeof SUMMARY_KEYS)[number]>;
