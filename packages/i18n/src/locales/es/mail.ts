import type { mail as en } from '../en/mail.js';
import type { Translation } from '../translation.js';

export const mail = {
  layout: {
    footer: 'Este mensaje lo envió {{business}} a través de Vitrina.',
    logoAlt: 'Logotipo de {{business}}',
  },
  order: {
    number: 'Pedido n.º {{number}}',
    paidOn: 'Pagado el {{date}}',
    item: 'Artículo',
    quantity: 'Cant.',
    amount: 'Importe',
    lineQuantity: '{{quantity}} × {{price}}',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    tax: 'Impuestos',
    shipping: 'Envío',
    total: 'Total',
    shipTo: 'Dirección de envío',
  },
  receipt: {
    subject: 'Tu pedido n.º {{number}} en {{business}}',
    preview: 'Gracias por tu pedido. Total pagado: {{total}}',
    heading: 'Gracias por tu pedido',
    intro: 'El pago de tu pedido n.º {{number}} se ha completado. Este es tu recibo.',
    viewOrder: 'Ver tu pedido',
    linkNote: 'Este enlace es solo tuyo: quien lo tenga puede ver el pedido.',
  },
  newOrder: {
    subject: 'Nuevo pedido n.º {{number}}: {{total}}',
    preview: '{{customer}} pagó {{total}}',
    heading: 'Tienes un pedido nuevo',
    intro: '{{customer}} pagó {{total}} por el pedido n.º {{number}}.',
    openOrders: 'Abrir tus pedidos',
  },
} as const satisfies Translation<typeof en>;
