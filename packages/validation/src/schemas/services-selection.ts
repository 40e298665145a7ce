// Services store (spec §5 "Services store: select one or more services").
import { array, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { idField } from './fields.js';

export const servicesSelectionSchema = object({
  serviceIds: array(idField(M.servicesStore.selectServices))
    .typeError(M.servicesStore.selectServices)
    .default([])
    .min(1, M.servicesStore.selectServices),
});

export type ServicesSelectionValues = InferType<typeof servicesSelectionSchema>;
