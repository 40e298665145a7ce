// The customer's "your bookings and orders" page (issue 30): the page reached by the link the business sends
// (namespace `booking`, key `portal`), the message that carries the link and the line the customer's booking
// and order mails end with (namespace `mail`, key `customerPortal`), and the customer page's Send link button
// in the back office (namespace `manage`, key `customerPortal`).
export const bookingCustomerPortal = {
  portal: {
    title: 'Your bookings and orders with {{business}}',
    titlePlain: 'Your bookings and orders',
    greeting: 'Hello {{name}}. Here is everything you have with {{business}}.',
    intro: 'Here is everything you have with {{business}}.',
    loading: 'Loading your bookings and orders…',
    notFound: 'We couldn’t find this page. Please use the latest link {{business}} gave you.',
    notFoundPlain: 'We couldn’t find this page. Please use the latest link the business gave you.',
    private: 'This page is private: anyone with its link can see it, so don’t share it.',
    empty: 'Nothing yet',
    coming: 'Coming bookings',
    past: 'Past bookings',
    orders: 'Orders',
    documents: 'Quotes and invoices',
    subscriptions: 'Subscriptions',
    withStaff: 'with {{name}}',
    bookingStates: { booked: 'Booked', canceled: 'Cancelled' },
    manageBookingOf: 'Open the booking of {{date}} at {{time}}',
    order: 'Order #{{number}}',
    orderNoNumber: 'Order of {{date}}',
    openOrder: 'Open order #{{number}}',
    openOrderOf: 'Open the order of {{date}}',
    kinds: { quote: 'Quote', invoice: 'Invoice', partial_invoice: 'Deposit invoice' },
    documentTitle: '{{kind}} #{{number}}',
    openDocument: 'Open {{kind}} #{{number}}',
    total: 'Total',
    balance: 'Still to pay',
    nothingOwed: 'Nothing to pay',
    nextCharge: 'Next charge {{date}}',
    noNextCharge: 'No more charges',
    manageSubscriptionOf: 'See the charges of {{name}} or cancel it',
  },
} as const;

export const mailCustomerPortal = {
  customerPortal: {
    subject: 'Your bookings and orders with {{business}}',
    preview: 'Your own link to everything you have with {{business}}',
    heading: 'Your bookings and orders',
    greeting: 'Hello {{name}},',
    intro: '{{business}} sent you a link to a page with your bookings, orders, quotes, invoices and subscriptions with them.',
    action: 'See your bookings and orders',
    note: 'This link is yours alone: anyone who has it can see that page, so please don’t forward this e-mail.',
    footerLink: 'See all your bookings and orders with {{business}}',
  },
} as const;

export const manageCustomerPortal = {
  customerPortal: {
    send: 'Send link to their bookings and orders',
    sent: 'The link to their bookings and orders was sent to {{email}}.',
    sendFailed: 'The link could not be sent. Please try again.',
    reset: 'Reset link',
    resetTitle: 'Reset their link?',
    resetBody: 'The link they have now stops working, and a new one is sent to {{email}}.',
    resetConfirm: 'Reset and send the new link',
    resetDone: 'A new link was sent to {{email}}; the old one no longer works.',
  },
} as const;
