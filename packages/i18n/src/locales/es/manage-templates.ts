import type { manageTemplates as en } from '../en/manage-templates.js';
import type { Translation } from '../translation.js';

export const manageTemplates = {
  templates: {
    title: 'Plantillas',
    intro:
      'Cómo se ve tu sitio web. Cada plantilla ya muestra tu propio nombre, textos y servicios. Elige una y tu sitio cambia al instante; tu contenido se queda como está.',
    current: 'Tu sitio web usa {{name}}.',
    currentUnknown: 'Tu sitio web usa una plantilla que ya no se ofrece.',
    inUse: 'En uso',
    gallery: 'Todas las plantillas',
    loading: 'Cargando las plantillas con tu contenido…',
    loadFailed: 'No se pudieron cargar las plantillas.',
    retry: 'Reintentar',
    font: 'Fuente: {{font}}',
    systemFont: 'Fuente: la del dispositivo',
    thumbnail: '{{name}} con tu contenido',
    preview: 'Vista previa',
    use: 'Usar esta plantilla',
    previewTitle: 'Vista previa: {{name}}',
    previewFrame: 'Tu sitio web en {{name}}',
    previewHint: 'Una página real con tu contenido: desplázate y sigue sus enlaces. Nada cambia hasta que decidas usarla.',
    openInTab: 'Ábrela en una pestaña nueva',
    confirmTitle: '¿Usar {{name}}?',
    confirmBody:
      'Tu sitio web se verá como {{name}} en cuanto confirmes: su diseño, fuentes y colores de sección. Tus textos, imágenes, servicios y color de marca se mantienen. El cambio se guarda como una versión nueva, así que las copias de seguridad del editor del sitio pueden devolver el aspecto actual.',
    confirm: 'Usar {{name}}',
    done: 'Tu sitio web ahora usa {{name}}.',
    viewSite: 'Ver tu sitio web',
    errors: {
      conflict:
        'Tu sitio web cambió mientras tanto (en otra ventana o por otra persona). Se ha cargado de nuevo: vuelve a elegir la plantilla.',
      freemium: 'Pasa al plan business para cambiar el aspecto de tu sitio web.',
      failed: 'No se pudo cambiar la plantilla. Inténtalo de nuevo.',
    },
  },
} satisfies Translation<typeof en>;
