// La página "tus reservas y pedidos" del cliente (issue 30): ver en/customer-portal.ts.
import type {
  bookingCustomerPortal as enBooking,
  mailCustomerPortal as enMail,
  manageCustomerPortal as enManage,
} from '../en/customer-portal.js';
import type { Translation } from '../translation.js';

export const bookingCustomerPortal = {
  portal: {
    title: 'Tus reservas y pedidos con {{business}}',
    titlePlain: 'Tus reservas y pedidos',
    greeting: 'Hola, {{name}}. Aquí tienes todo lo que tienes con {{business}}.',
    intro: 'Aquí tienes todo lo que tienes con {{business}}.',
    loading: 'Cargando tus reservas y pedidos…',
    notFound: 'No encontramos esta página. Usa el último enlace que te dio {{business}}.',
    notFoundPlain: 'No encontramos esta página. Usa el último enlace que te dio el negocio.',
    private: 'Esta página es privada: cualquiera con su enlace puede verla, así que no lo compartas.',
    empty: 'Nada todavía',
    coming: 'Próximas reservas',
    past: 'Reservas pasadas',
    orders: 'Pedidos',
    documents: 'Presupuestos y facturas',
    subscriptions: 'Suscripciones',
    withStaff: 'con {{name}}',
    bookingStates: { booked: 'Reservada', canceled: 'Cancelada' },
    manageBookingOf: 'Abrir la reserva del {{date}} a las {{time}}',
    order: 'Pedido n.º {{number}}',
    orderNoNumber: 'Pedido del {{date}}',
    openOrder: 'Abrir el pedido n.º {{number}}',
    openOrderOf: 'Abrir el pedido del {{date}}',
    kinds: { quote: 'Presupuesto', invoice: 'Factura', partial_invoice: 'Factura de anticipo' },
    documentTitle: '{{kind}} n.º {{number}}',
    openDocument: 'Abrir {{kind}} n.º {{number}}',
    total: 'Total',
    balance: 'Pendiente de pago',
    nothingOwed: 'Nada pendiente',
    nextCharge: 'Próximo cobro {{date}}',
    noNextCharge: 'No hay más cobros',
    manageSubscriptionOf: 'Ver los cobros de {{name}} o cancelarla',
  },
} as const satisfies Translation<typeof enBooking>;

export const mailCustomerPortal = {
  customerPortal: {
    subject: 'Tus reservas y pedidos con {{business}}',
    preview: 'Tu enlace a todo lo que tienes con {{business}}',
    heading: 'Tus reservas y pedidos',
    greeting: 'Hola, {{name}}:',
    intro: '{{business}} te envió un enlace a una página con tus reservas, pedidos, presupuestos, facturas y suscripciones.',
    action: 'Ver tus reservas y pedidos',
    note: 'Este enlace es solo tuyo: cualquiera que lo tenga puede ver esa página, así que no reenvíes este correo.',
    footerLink: 'Ver todas tus reservas y pedidos con {{business}}',
  },
} as const satisfies Translation<typeof enMail>;

export const manageCustomerPortal = {
  customerPortal: {
    send: 'Enviar enlace a sus reservas y pedidos',
    sent: 'Se envió el enlace a sus reservas y pedidos a {{email}}.',
    sendFailed: 'No se pudo enviar el enlace. Inténtalo de nuevo.',
    reset: 'Restablecer enlace',
    resetTitle: '¿Restablecer su enlace?',
    resetBody: 'El enlace que tiene deja de funcionar y se envía uno nuevo a {{email}}.',
    resetConfirm: 'Restablecer y enviar el nuevo enlace',
    resetDone: 'Se envió un enlace nuevo a {{email}}; el anterior ya no funciona.',
  },
} as const satisfies Translation<typeof enManage>;
