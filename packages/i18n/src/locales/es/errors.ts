import type { errors as en } from '../en/errors.js';
import type { Translation } from '../translation.js';

export const errors = {
  generic: 'Algo salió mal.',
  network: 'Revisa tu conexión a internet y vuelve a intentarlo.',
  chunkLoad: {
    title: 'La página tardó demasiado en cargar',
    timeout: 'Se agotó el tiempo de carga de una parte de la página tras {{seconds}} segundos.',
  },
  siteLoad: 'No pudimos cargar este sitio web. Vuelve a intentarlo más tarde.',
  planDenied: 'Esta función no está disponible en el plan actual.',
  disabled: {
    gallery: 'La galería ha sido desactivada.',
    productsStore: 'La tienda de productos ha sido desactivada.',
    servicesStore: 'La tienda de servicios ha sido desactivada.',
    blog: 'El blog ha sido desactivado.',
    section: 'Esta sección ha sido desactivada.',
  },
  notAvailable: {
    products: {
      title: 'Productos no disponibles',
      body: 'No hay productos disponibles en este momento. Vuelve a visitarnos pronto.',
    },
    services: {
      title: 'Servicios no disponibles',
      body: 'No hay servicios disponibles en este momento. Vuelve a visitarnos pronto.',
    },
    blogs: {
      title: 'Blogs no disponibles',
      body: 'No hay publicaciones disponibles en este momento. Vuelve a visitarnos pronto.',
    },
    forms: {
      title: 'Formularios no disponibles',
      body: 'Los formularios en línea no están disponibles en este momento. Ponte en contacto directamente con el negocio.',
    },
  },
  orders: {
    transactionNotFound: 'Transacción no encontrada',
    invalidTransaction: 'Transacción no válida',
    expiredTransaction: 'Transacción vencida',
    orderNotFound: 'Pedido no encontrado',
    orderNotFoundBody: 'No pudimos encontrar tu pedido.',
    somethingWentWrong: 'Algo salió mal',
    paymentFailed: 'No se pudo procesar tu pago. No se realizó ningún cargo.',
    // Issue 32: the gateway did not answer in time; the order is kept and a retry never charges twice.
    paymentPending:
      'Todavía no pudimos confirmar tu pago. Tu pedido está guardado y no se te cobrará dos veces. Vuelve a intentarlo en un momento.',
    insufficientFunds: 'Tu tarjeta no tiene fondos suficientes. No se realizó ningún cargo.',
    oneSubscription: 'Solo se puede agregar un servicio de suscripción por pedido.',
    noMixing: 'No se pueden combinar servicios únicos y una suscripción en el mismo pedido.',
    outOfStock: 'Debes quitar los artículos agotados antes de pagar.',
    priceChanged: 'Algunos precios han cambiado. Revisa tu carrito.',
    feedbackNotFound: 'Aún no se han dejado comentarios sobre este pedido.',
    feedbackExists: 'Ya se han dejado comentarios sobre este pedido.',
    feedbackNotAllowed:
      'Se pueden dejar comentarios cuando el pedido está pagado, y no sobre un pedido cancelado, rechazado o con el pago fallido.',
  },
  subscriptions: {
    notFound: 'Suscripción no encontrada',
    notActive: 'Esta suscripción está cancelada o aún no ha comenzado, así que no se puede cambiar su tarjeta.',
    inProgress: 'Ya hay un pago de esta suscripción en curso. Espera un momento y vuelve a cargar la página.',
  },
  forms: {
    contactSupport: 'Algo salió mal, comunícate con soporte.',
    uploadFailed: 'No se pudo subir el archivo.',
    customerNotFound: 'No encontramos tus formularios. Usa el enlace que te envió el negocio.',
    formNotFound: 'Este formulario no está disponible.',
    alreadyAnswered: 'Ya respondiste este formulario. ¡Gracias!',
    uploadQuota:
      'Este formulario no admite más archivos: todos juntos pueden ocupar hasta 50 MB. Envía el formulario con los archivos que tienes.',
    fileTooLarge: 'Este archivo es demasiado grande. Los archivos pueden tener hasta 10 MB.',
    fileType: 'No se acepta este tipo de archivo. Sube un PDF, una foto (JPEG, PNG, WebP o HEIC) o un archivo de texto.',
  },
  booking: {
    slotsUnavailable: 'No hay horarios disponibles para la fecha seleccionada.',
    slotTaken: 'Alguien acaba de reservar este horario. Elige otro.',
    outsideServiceArea: 'Esta dirección está fuera de nuestra zona de servicio.',
    appointmentNotFound: 'No encontramos esta cita.',
    tooManyHolds: 'Ya hay varios horarios apartados desde tu conexión. Termina una reserva o espera unos minutos y vuelve a elegir.',
  },
} as const satisfies Translation<typeof en>;
