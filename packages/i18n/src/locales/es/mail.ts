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
  identity: {
    hello: 'Hola:',
    helloName: 'Hola, {{name}}:',
    invite: {
      subject: '{{inviter}} te invitó a {{business}} en Vitrina',
      preview: 'Elige tu contraseña para unirte a {{business}}',
      heading: 'Te invitaron a {{business}}',
      intro: '{{inviter}} te añadió al equipo de {{business}} en Vitrina. Elige tu contraseña para iniciar sesión.',
      action: 'Elegir tu contraseña',
      validity: 'Este enlace funciona una vez, durante 7 días. Si caducó, pide a {{inviter}} que te envíe una invitación nueva.',
      notYou: 'Si no esperabas esta invitación, puedes ignorar este mensaje.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Vitrina',
      preview: 'Un enlace para elegir una contraseña nueva',
      heading: 'Elige una contraseña nueva',
      intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Vitrina de {{business}}. Elige una nueva con este enlace.',
      action: 'Elegir una contraseña nueva',
      validity: 'Este enlace funciona una vez, durante 1 hora.',
      notYou: 'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.',
    },
    confirm: {
      subject: 'Confirma tu correo electrónico de {{business}}',
      preview: 'Un clic para confirmar tu dirección de correo',
      heading: 'Confirma tu dirección de correo',
      intro: 'Tu sitio {{business}} ya está publicado. Confirma que esta dirección es tuya, para que podamos escribirte sobre tu negocio.',
      action: 'Confirmar mi correo',
      validity: 'Este enlace funciona una vez, durante 30 días.',
      notYou: 'Si no te registraste en Vitrina, ignora este mensaje.',
    },
    confirmReminder: {
      subject: 'Recordatorio: confirma tu correo electrónico de {{business}}',
      preview: 'Tu dirección de correo aún no está confirmada',
      heading: 'Tu dirección de correo aún no está confirmada',
      intro:
        'Registraste {{business}} hace dos semanas y tu dirección de correo aún no está confirmada. Confírmala para que podamos escribirte sobre tu negocio.',
      action: 'Confirmar mi correo',
      validity: 'Este enlace funciona una vez, durante 30 días.',
      notYou: 'Si no te registraste en Vitrina, ignora este mensaje.',
    },
  },
} as const satisfies Translation<typeof en>;
