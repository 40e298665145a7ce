// The totals an order shows, in this order (spec §3 order display totals), with their labels: the cart's
// summary and the checkout's both list them.
export const TOTAL_ROWS = [
  ['subtotal', 'commerce:order.subtotal'],
  ['discount', 'commerce:order.discount'],
  ['estimated_tax', 'commerce:order.estimatedTax'],
  ['shipping', 'commerce:order.shipping'],
  ['total', 'commerce:order.total'],
] as const;

export type TotalName = (typeof TOTAL_ROWS)[number][0];
