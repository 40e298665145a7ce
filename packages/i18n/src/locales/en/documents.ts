// Namespace `documents` (issue 31 "Documents"): the PDF receipt of a paid order and the PDF quote or invoice,
// written on the server in the business's language (apps/api modules/documents), and the refusals of the PDF
// routes. The PDF's table and total labels are `commerce:order.*` (the order page's own words), shared, not
// copied; the download buttons' are `commerce:documentDownload.*` (the public site ships `commerce`, not this).
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
  errors: {
    notPaid: 'The receipt is available once the order is paid.',
    notPriced: 'This quote has not been priced yet: its PDF is available once it is sent.',
  },
} as const;
