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
  orderUpdates: {
    viewOrder: 'Ver tu pedido',
    linkNote: 'Este enlace es solo tuyo: quien lo tenga puede ver el pedido.',
    shipped: {
      subject: 'Tu pedido n.º {{number}} en {{business}} ya está enviado',
      preview: 'Tu pedido n.º {{number}} está en camino',
      heading: 'Tu pedido está en camino',
      intro: '{{business}} ha enviado tu pedido n.º {{number}}.',
      noteHeading: 'Una nota de {{business}}',
    },
    refunded: {
      subjectFull: 'Tu pedido n.º {{number}} en {{business}} ha sido reembolsado',
      subjectPartial: 'Un reembolso de {{amount}} de tu pedido n.º {{number}} en {{business}}',
      preview: '{{amount}} vuelve a tu cuenta',
      heading: 'Tu reembolso está hecho',
      introFull: '{{business}} te ha reembolsado {{amount}}: el total de tu pedido n.º {{number}}.',
      introPartial: '{{business}} te ha reembolsado {{amount}} de tu pedido n.º {{number}}.',
      card: 'El dinero vuelve a la tarjeta con la que pagaste; tu banco puede tardar unos días en mostrarlo.',
    },
    paymentFailed: {
      subject: 'Un pago ha fallado: {{customer}}, {{total}}',
      preview: 'El pago de {{total}} de {{customer}} no se ha completado',
      heading: 'Un pago ha fallado',
      intro: 'El pago de {{total}} de {{customer}} no se ha completado. El pedido no está pagado y sus artículos vuelven al inventario.',
      introNumbered:
        'El pago de {{total}} de {{customer}} por el pedido n.º {{number}} no se ha completado. El pedido no está pagado y sus artículos vuelven al inventario.',
      introRenewal:
        'La renovación de {{subscription}} ({{total}}, pedido n.º {{number}}) de {{customer}} ha sido rechazada. La suscripción queda con el pago pendiente hasta que el cliente dé una tarjeta nueva.',
      openOrders: 'Abrir tus pedidos',
    },
    renewed: {
      subject: 'Tu suscripción a {{subscription}} se ha renovado',
      preview: 'Pagado: {{total}} por {{subscription}}',
      heading: 'Tu suscripción se ha renovado',
      intro: 'Tu pago de {{total}} por {{subscription}} se ha completado (pedido n.º {{number}}).',
      nextCharge: 'Próximo cobro: {{date}}',
    },
    renewalFailed: {
      subject: 'Tu pago de {{subscription}} no se ha completado',
      preview: 'Actualiza tu tarjeta para mantener {{subscription}}',
      heading: 'El pago de tu renovación ha fallado',
      intro: 'No pudimos cobrar {{total}} por tu suscripción a {{subscription}} (pedido n.º {{number}}).',
      action: 'Actualiza tu tarjeta para mantener tu suscripción: la tarjeta nueva paga esta renovación.',
      updateCard: 'Actualizar tu tarjeta',
      linkNote: 'Este enlace es solo tuyo: quien lo tenga puede ver el pedido y su suscripción.',
    },
  },
} as const satisfies Translation<typeof en>;
