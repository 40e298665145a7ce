import type { manageAppointments as en } from '../en/manage-appointments.js';
import type { Translation } from '../translation.js';

export const manageAppointments = {
  appointments: {},
} satisfies Translation<typeof en>;
