// Which wizard steps a visitor goes through (spec §2 "Appointment flow steps", §4 "Appointment wizard").
import { SERVICE_TYPES } from '@vitrina/core-model';
import type { AppointmentStep, ServiceType } from '@vitrina/core-model';

/**
 * `serviceFirst`: service, then the staff who offer it (SelectEmployee).
 * `staffFirst`: the SelectStaff variant — staff member first, then that person's services.
 */
export type StaffOrder = 'serviceFirst' | 'staffFirst';

export interface PathOptions {
  serviceType: ServiceType | null;
  staffOrder: StaffOrder;
  /** When the business offers a single service type it is preselected and ServiceType is skipped. */
  offeredServiceTypes: readonly ServiceType[];
}

/** Only a storefront visit needs a location; mobile and virtual appointments skip it. */
export function needsLocation(serviceType: ServiceType | null): boolean {
  return serviceType !== SERVICE_TYPES.mobile && serviceType !== SERVICE_TYPES.virtual;
}

export function appointmentPath({ serviceType, staffOrder, offeredServiceTypes }: PathOptions): AppointmentStep[] {
  const steps: AppointmentStep[] = [];
  if (offeredServiceTypes.length !== 1) steps.push('ServiceType');
  if (needsLocation(serviceType)) steps.push('SelectLocation');
  if (staffOrder === 'staffFirst') steps.push('SelectStaff', 'SelectService');
  else steps.push('SelectService', 'SelectEmployee');
  steps.push('SelectDateAndTime', 'ConfirmSlot', 'DetailsFrom', 'ConfirmationSuccess');
  return steps;
}
