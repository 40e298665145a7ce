import type { validation as en } from '../en/validation.js';
import type { Translation } from '../translation.js';

export const validation = {
  required: {
    firstName: 'Introduce tu nombre.',
    lastName: 'Introduce tus apellidos.',
    email: 'Introduce tu correo electrónico.',
    address: 'Introduce tu dirección.',
    address2: 'Introduce la línea 2 de la dirección.',
    city: 'Introduce tu ciudad.',
    state: 'Introduce tu estado.',
    postalCode: 'Introduce tu código postal.',
    province: 'Introduce tu provincia.',
    phone: 'Introduce un número de contacto.',
    country: 'Selecciona un país.',
    name: 'Introduce tu nombre.',
    message: 'Escribe un mensaje.',
    locationName: 'Introduce un nombre para esta ubicación.',
    logoImage: 'Sube una imagen para el logotipo o elige un logotipo de texto.',
    serviceName: 'Introduce el nombre del servicio.',
    cardHolderName: 'Introduce el nombre del titular de la tarjeta.',
    cardNumber: 'Introduce el número de la tarjeta.',
    expiry: 'Introduce la fecha de vencimiento.',
    cvv: 'Introduce el CVV.',
  },
  invalid: {
    email: 'Introduce un correo electrónico válido.',
    phone: 'Introduce un número de contacto válido.',
    postalCode: 'Introduce un código postal válido.',
    country: 'Selecciona un país válido.',
    cardNumber: 'Introduce un número de tarjeta válido.',
    expiry: 'Introduce una fecha de vencimiento válida (MM/AA).',
    cvv: 'Introduce un CVV válido.',
    link: 'Introduce un enlace válido que empiece por http:// o https://',
    radius: 'Introduce un radio en millas mayor que 0.',
    value: 'Revisa este valor.',
    tooLong: 'Acorta este texto, por favor.',
    tooMany: 'Esta lista está completa. Quita un elemento antes de añadir otro.',
    tooLarge: 'El sitio web es demasiado grande para guardarlo. Acorta o quita parte del contenido.',
    price: 'Introduce un precio como 45 o 45.00.',
    color: 'Introduce un color como #f9f9f9.',
    storeLink: 'Introduce una página de tu sitio que empiece por / o un enlace que empiece por http:// o https://',
  },
  appointment: {
    selectServiceType: 'Selecciona el tipo de servicio.',
    selectLocation: 'Selecciona una ubicación.',
    selectServices: 'Selecciona al menos un servicio.',
    selectStaff: 'Selecciona un miembro del personal.',
    invalidPhone: 'Introduce un número de teléfono válido.',
  },
  servicesStore: {
    selectServices: 'Selecciona uno o más servicios.',
  },
  forms: {
    completeRequired: 'Completa todos los campos obligatorios antes de continuar.',
  },
  chat: {
    messageTooLong: 'Tu mensaje debe tener menos de 2000 caracteres.',
  },
  locationSetupRequired:
    'Primero hay que configurar el mapa, la ciudad y el país de la ubicación para usar esas opciones.',
  informationRequired: 'Esta información es obligatoria',
} as const satisfies Translation<typeof en>;
