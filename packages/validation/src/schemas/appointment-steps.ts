// Selections of the appointment wizard (spec §2 steps; §5 "Appointment steps: select the service type,
// a location, services, staff (employee)"). One schema per step so each step validates only its own
// choice; the booking package decides which steps a flow shows.
import { SERVICE_TYPES } from '@vitrina/core-model';
import { array, mixed, object } from 'yup';
import type { InferType } from 'yup';
import type { ServiceType } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { idField } from './fields.js';

const SERVICE_TYPE_VALUES: readonly ServiceType[] = Object.values(SERVICE_TYPES);

export const serviceTypeStepSchema = object({
  serviceType: mixed<ServiceType>((value): value is ServiceType => SERVICE_TYPE_VALUES.includes(value as ServiceType))
    // Form controls hand over "1"; the API may get 1.
    .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
    .typeError(M.appointment.selectServiceType)
    .required(M.appointment.selectServiceType),
});

export const locationStepSchema = object({
  locationId: idField(M.appointment.selectLocation),
});

export const servicesStepSchema = object({
  serviceIds: array(idField(M.appointment.selectServices))
    .typeError(M.appointment.selectServices)
    .default([])
    .min(1, M.appointment.selectServices),
});

export const staffStepSchema = object({
  staffId: idField(M.appointment.selectStaff),
});

export type ServiceTypeStepValues = InferType<typeof serviceTypeStepSchema>;
export type LocationStepValues = InferType<typeof locationStepSchema>;
export type ServicesStepValues = InferType<typeof servicesStepSchema>;
export type StaffStepValues = InferType<typeof staffStepSchema>;
