// Autoservicio del cliente (issue 30): ver en/self-service.ts.
import type {
  bookingSelfService as enBooking,
  commerceSelfService as enCommerce,
  mailBookingSelfService as enMail,
  manageSelfService as enManage,
  manageSelfServiceOrders as enManageOrders,
} from '../en/self-service.js';
import type { Translation } from '../translation.js';

export const manageSelfService = {
  selfService: {
    bookingChanges: 'Los clientes pueden cancelar o cambiar la hora',
    bookingChangesHint:
      'Desde el enlace de su confirmación de reserva. Pasado ese plazo, se les pide que te contacten. El horario queda libre al instante y se avisa al miembro del equipo.',
    policies: {
      never: 'Nunca en línea',
      '2h': 'Hasta 2 horas antes',
      '12h': 'Hasta 12 horas antes',
      '24h': 'Hasta 24 horas antes',
      '48h': 'Hasta 48 horas antes',
      '72h': 'Hasta 72 horas antes',
    },
  },
} as const satisfies Translation<typeof enManage>;

export const bookingSelfService = {
  myBooking: {
    title: 'Tu reserva',
    loading: 'Cargando tu reserva…',
    notFound: 'No encontramos esta reserva. Comprueba que el enlace sea el de tu correo de confirmación.',
    policy: 'Puedes cancelar o cambiar la hora hasta el {{date}} a las {{time}}.',
    tooLate:
      'Ya es tarde para cancelar o cambiar esta reserva en línea: se aceptan cambios hasta {{hours}} horas antes del inicio. Ponte en contacto con {{business}}.',
    notAllowed: 'Esta reserva no se puede cancelar ni cambiar en línea. Ponte en contacto con {{business}}.',
    canceled: 'Esta reserva está cancelada.',
    cancel: 'Cancelar reserva',
    reschedule: 'Cambiar la hora',
    confirmCancelTitle: '¿Cancelar esta reserva?',
    confirmCancelBody: 'Tu horario del {{date}} a las {{time}} se ofrecerá a otros clientes. No se puede deshacer.',
    confirmCancel: 'Sí, cancelar la reserva',
    cancelled: 'Tu reserva está cancelada. Se lo hemos comunicado a {{business}}.',
    chooseNewTime: 'Elige una nueva hora',
    moveTo: 'Cambiar mi reserva al {{date}} a las {{time}}',
    pickTime: 'Elige una fecha y una hora arriba.',
    back: 'Mantener la hora actual',
    moved: 'Tu reserva se cambió al {{date}} a las {{time}}.',
    bookAgain: 'Reservar otra cita',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
} as const satisfies Translation<typeof enBooking>;

export const mailBookingSelfService = {
  manageBooking: 'Cambiar o cancelar tu reserva',
  manageNote: 'Puedes cancelar o cambiar la hora desde este enlace hasta {{hours}} horas antes de la cita.',
  customerRescheduled: {
    subject: 'Reserva cambiada: {{customer}}, ahora el {{date}} a las {{time}}',
    preview: '{{customer}} cambió {{services}}',
    heading: 'Se cambió una reserva',
    intro: '{{customer}} cambió {{services}} al {{date}} a las {{time}}. El horario anterior vuelve a estar libre.',
  },
} as const satisfies Translation<typeof enMail>;

export const commerceSelfService = {
  subscriptionSelf: {
    cancel: 'Cancelar suscripción',
    confirmTitle: '¿Cancelar {{name}}?',
    confirmBody:
      'Sigue activa hasta el {{date}}, el final del periodo que ya pagaste. Después no se renueva y no se vuelve a cobrar a tu tarjeta.',
    confirmBodyNow: 'Su última renovación no se pagó, así que termina ahora y no se vuelve a cobrar a tu tarjeta.',
    confirm: 'Sí, cancelar la suscripción',
    canceled: 'Tu suscripción está cancelada. Termina el {{date}} y no se renovará.',
    canceledNow: 'Tu suscripción está cancelada.',
    endsOn: 'Termina el',
    showHistory: 'Ver el historial de cobros',
    hideHistory: 'Ocultar el historial de cobros',
    history: 'Historial de cobros',
    date: 'Fecha',
    order: 'Pedido',
    amount: 'Importe',
    status: 'Estado',
    first: 'Primer pago',
    renewal: 'Renovación',
    noCharges: 'Aún no hay cobros.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
} as const satisfies Translation<typeof enCommerce>;

export const manageSelfServiceOrders = {
  selfServiceOrders: {
    endsOn: 'Termina el (cancelada por el cliente)',
  },
} as const satisfies Translation<typeof enManageOrders>;
