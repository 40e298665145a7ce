// What a refused Schedule change says: the time is taken (409 slot_taken), the appointment was canceled
// meanwhile or has not started yet (a no-show mark), an employee acting for someone else, field messages for
// the forms, the network, or "try again".
import { apiFailureOf } from '@vitrina/api-client';
import type { RefusalTexts } from '../kit/index.js';
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type AppointmentErrorKey =
  | 'manage:appointments.errors.slotTaken'
  | 'manage:appointments.errors.notActive'
  | 'manage:appointments.errors.notStarted'
  | 'manage:appointments.errors.ownOnly'
  | 'manage:appointments.errors.invalid'
  | 'manage:appointments.errors.failed'
  | 'errors:network';

export interface AppointmentFailure {
  key: AppointmentErrorKey;
  /** The API's field messages (i18n keys), by field name. */
  fields?: Record<string, string>;
}

/** ErrorBody codes with their own sentence; they come before any field messages. */
const CODES: Readonly<Partial<Record<string, AppointmentErrorKey>>> = {
  slot_taken: 'manage:appointments.errors.slotTaken',
  appointment_not_active: 'manage:appointments.errors.notActive',
  appointment_not_started: 'manage:appointments.errors.notStarted',
  own_appointments_only: 'manage:appointments.errors.ownOnly',
};

/** The same sentences for the kit's forms (which read the API's field messages with it). */
export const APPOINTMENT_REFUSALS: RefusalTexts<AppointmentErrorKey> = {
  codes: CODES,
  fields: 'manage:appointments.errors.invalid',
  network: 'errors:network',
  other: 'manage:appointments.errors.failed',
};

export function appointmentFailureOf(error: unknown): AppointmentFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network' };
  const failure = apiFailureOf(error);
  const byCode = failure?.code ? CODES[failure.code] : undefined;
  if (byCode) return { key: byCode };
  const fields = failure?.fields ?? {};
  if (Object.keys(fields).length > 0) return { key: 'manage:appointments.errors.invalid', fields };
  return { key: 'manage:appointments.errors.failed' };
}
