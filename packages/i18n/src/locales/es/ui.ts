import type { ui as en } from '../en/ui.js';
import type { Translation } from '../translation.js';

export const ui = {
  toast: {
    title: { success: 'Éxito', error: 'Error', warning: 'Advertencia' },
    dismiss: 'Cerrar notificación',
    region: 'Notificaciones',
  },
  modal: { close: 'Cerrar' },
  spinner: { loading: 'Cargando…' },
  select: { placeholder: 'Selecciona una opción' },
  carousel: {
    label: 'Carrusel',
    slide: '{{index}} de {{total}}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
  },
  progress: {
    label: 'Progreso de la carga',
    percent: '{{percent}} %',
  },
} as const satisfies Translation<typeof en>;
