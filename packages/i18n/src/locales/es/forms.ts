import type { forms as en } from '../en/forms.js';
import type { Translation } from '../translation.js';

export const forms = {
  pending: {
    title: 'Formularios pendientes',
    intro: 'Completa los siguientes formularios.',
    empty: 'No tienes formularios pendientes.',
    forAppointment: 'Formularios para tu cita del {{date}}',
  },
  progress: 'Formulario {{current}} de {{total}}',
  nextForm: 'Siguiente formulario',
  previousForm: 'Formulario anterior',
  submit: 'Enviar',
  submitting: 'Enviando…',
  submitted: 'Formulario enviado. ¡Gracias!',
  allDone: 'Todos los formularios están completos. ¡Gracias!',
  requiredHint: 'Los campos marcados con * son obligatorios.',
  fields: {
    selectOption: 'Selecciona una opción',
    yes: 'Sí',
    no: 'No',
    date: 'Fecha',
    signature: 'Firma',
    signatureHint: 'Firma dentro del recuadro.',
    clearSignature: 'Borrar la firma',
    uploadFile: 'Subir un archivo',
    chooseFile: 'Elegir archivo',
    noFile: 'No se ha elegido ningún archivo',
    uploading: 'Subiendo…',
    removeFile: 'Quitar el archivo',
  },
} as const satisfies Translation<typeof en>;
