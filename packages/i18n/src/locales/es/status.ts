import type { status as en } from '../en/status.js';
import type { Translation } from '../translation.js';

export const status = {
  websiteDisabled: {
    pageTitle: 'Sitio web no disponible',
    title: 'Este sitio web no está disponible en este momento',
    body: 'Este sitio web ha sido suspendido. Si eres el propietario, inicia sesión para reactivarlo.',
    action: 'Iniciar sesión para reactivarlo',
  },
  accessDenied: {
    pageTitle: 'Acceso denegado',
    title: 'Acceso denegado',
    body: 'Acceso denegado. Cierra sesión y vuelve a iniciarla.',
    action: 'Cerrar sesión',
  },
  error: {
    pageTitle: 'Error',
    title: 'Algo salió mal',
    body: 'No pudimos cargar esta página. Vuelve a intentarlo en un momento.',
    action: 'Intentar de nuevo',
  },
  setupWebsite: {
    pageTitle: 'Sitio web aún no creado',
    title: 'Este sitio web aún no ha sido creado',
    body: 'Termina de configurar tu negocio para publicar tu sitio web aquí.',
    action: 'Crear tu sitio web',
  },
  notFound: {
    pageTitle: 'Página no encontrada',
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o ha sido movida.',
    action: 'Volver a la página de inicio',
  },
  freemium: {
    editBlockedTitle: 'Mejora tu plan para editar',
    editBlocked: 'Mejora tu plan a Business para editar el sitio web.',
    notIndexed: 'Los sitios web gratuitos no aparecen en Google. Mejora a un plan de pago para aparecer en los resultados de búsqueda.',
    upgrade: 'Mejorar plan',
    previewBadge: 'Vista previa',
  },
  preview: {
    banner: 'Estás viendo una vista previa de esta plantilla.',
    exit: 'Salir de la vista previa',
  },
} as const satisfies Translation<typeof en>;
