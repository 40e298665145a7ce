// Namespace `documents` (issue 31 "Documents"), in Spanish: see en/documents.ts.
import type { Translation } from '../translation.js';
import type { documents as en } from '../en/documents.js';

export const documents = {
  titles: {
    receipt: 'Recibo',
    quote: 'Presupuesto',
    invoice: 'Factura',
    partial_invoice: 'Factura parcial',
  },
  pdf: {
    number: 'N.º {{number}}',
    paidOn: 'Pagado el',
    depositOf: 'Factura parcial de n.º {{number}}',
    customer: 'Cliente',
    discountCode: 'Descuento ({{code}})',
    payments: 'Pagos y anticipos',
    payment: 'Pago del {{date}}',
    cardPayment: 'Pago del {{date}} ({{card}})',
    offlinePayment: 'Pago recibido el {{date}}',
    deposits: 'Facturas parciales',
    depositLine: 'Factura parcial n.º {{number}} ({{state}})',
    refunded: 'Reembolsado',
    balanceDue: 'Saldo pendiente',
    paidInFull: 'Pagado por completo',
    page: 'Página {{page}} de {{pages}}',
    every: {
      daily: 'cada día',
      weekly: 'cada semana',
      monthly: 'cada mes',
      yearly: 'cada año',
    },
    rejected: 'Rechazado: {{reason}}',
  },
  errors: {
    notPaid: 'El recibo está disponible cuando el pedido está pagado.',
    notPriced: 'Este presupuesto aún no tiene precio: su PDF estará disponible cuando se envíe.',
  },
} as const satisfies Translation<typeof en>;
