// What a refused Schedule change says: the time is taken (409 slot_taken), the appointment was canceled
// meanwhile, an employee acting for someone else, field messages for the forms, the network, or "try again".
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type AppointmentErrorKey =
  | 'manage:appointments.errors.slotTaken'
  | 'manage:appointments.errors.notActive'
  | 'manage:appointments.errors.ownOnly'
  | 'manage:appointments.errors.invalid'
  | 'manage:appointments.errors.failed'
  | 'errors:network';

export interface AppointmentFailure {
  key: AppointmentErrorKey;
  /** The API's field messages (i18n keys), by field name. */
  fields?: Record<string, string>;
}

export function appointmentFailureOf(error: unknown): AppointmentFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network' };
  const data =
    error && typeof error === 'object' && 'data' in error ? (error.data as { error?: { code?: unknown; fields?: unknown } } | null) : null;
  const code = data?.error?.code;
  const fields = data?.error?.fields && typeof data.error.fields === 'object' ? (data.error.fields as Record<string, string>) : undefined;
  if (code === 'slot_taken') return { key: 'manage:appointments.errors.slotTaken' };
  if (code === 'appointment_not_active') return { key: 'manage:appointments.errors.notActive' };
  if (code === 'own_appointments_only') return { key: 'manage:appointments.errors.ownOnly' };
  if (fields) return { key: 'manage:appointments.errors.invalid', fields };
  return { key: 'manage:appointments.errors.failed' };
}
