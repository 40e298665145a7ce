// Namespace `documents` (issue 31 "Documents"): the PDF receipt of a paid order and the PDF quote or invoice,
// written on the server in the business's language (apps/api modules/documents), their download buttons on the
// customer's order page and the back office's order and quote screens, and the refusals of the PDF routes.
// The PDF's table and total labels are `commerce:order.*` (the order page's own words), shared, not copied.
export const documents = {
  titles: {
    receipt: 'Receipt',
    quote: 'Quote',
    invoice: 'Invoice',
    partial_invoice: 'Partial invoice',
  },
  pdf: {
    number: 'No. {{number}}',
    paidOn: 'Paid on',
    depositOf: 'Partial invoice of #{{number}}',
    customer: 'Customer',
    discountCode: 'Discount ({{code}})',
    payments: 'Payments and deposits',
    payment: 'Payment of {{date}}',
    cardPayment: 'Payment of {{date}} ({{card}})',
    offlinePayment: 'Payment received of {{date}}',
    deposits: 'Partial invoices',
    depositLine: 'Partial invoice #{{number}} ({{state}})',
    refunded: 'Refunded',
    balanceDue: 'Balance due',
    paidInFull: 'Paid in full',
    page: 'Page {{page}} of {{pages}}',
    every: {
      daily: 'every day',
      weekly: 'every week',
      monthly: 'every month',
      yearly: 'every year',
    },
    rejected: 'Rejected: {{reason}}',
  },
  download: {
    receipt: 'Download receipt (PDF)',
    quote: 'Download quote (PDF)',
    invoice: 'Download invoice (PDF)',
    partial_invoice: 'Download partial invoice (PDF)',
    failed: 'The PDF could not be downloaded. Try again in a moment.',
  },
  errors: {
    notPaid: 'The receipt is available once the order is paid.',
    notPriced: 'This quote has not been priced yet: its PDF is available once it is sent.',
  },
} as const;
