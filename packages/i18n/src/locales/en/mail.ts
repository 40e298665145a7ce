// E-mails (issue 28; @vitrina/mail-templates): the words of each message, in the recipient's language.
export const mail = {
  layout: {
    footer: 'This message was sent by {{business}} through Vitrina.',
    logoAlt: '{{business}} logo',
  },
  order: {
    number: 'Order #{{number}}',
    paidOn: 'Paid on {{date}}',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    lineQuantity: '{{quantity}} × {{price}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    shipping: 'Shipping',
    total: 'Total',
    shipTo: 'Shipping to',
  },
  receipt: {
    subject: 'Your order #{{number}} at {{business}}',
    preview: 'Thank you for your order. Total paid: {{total}}',
    heading: 'Thank you for your order',
    intro: 'Your payment for order #{{number}} went through. Here is your receipt.',
    viewOrder: 'View your order',
    linkNote: 'This link is yours alone: anyone who has it can see the order.',
  },
  newOrder: {
    subject: 'New order #{{number}}: {{total}}',
    preview: '{{customer}} paid {{total}}',
    heading: 'You have a new order',
    intro: '{{customer}} paid {{total}} for order #{{number}}.',
    openOrders: 'Open your orders',
  },
} as const;
