// The back office's Schedule screen (owner, manager, employee-own; bearer token; contracts/owner-appointments.ts):
// the appointments of a range, one appointment, and the changes (create, reschedule, cancel, notes). A
// change refetches the appointment, every loaded range of the client and the Activity screen.
import type {
  AppointmentListQuery,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  RescheduleBody,
} from '../contracts/owner-appointments.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { AppointmentOptions, NewAppointmentBody, OwnerAppointment, OwnerAppointmentList, RescheduleBody };

export interface OwnerAppointmentRangeArgs {
  clientId: number;
  /** ISO instants; `to` exclusive, at most 31 days after `from`. */
  from: string;
  to: string;
  staffId?: number;
  locationId?: number;
  includeCanceled?: boolean;
}

export interface OwnerAppointmentArgs {
  clientId: number;
  appointmentId: number;
}

export type CreateAppointmentArgs = NewAppointmentBody & { clientId: number };
export type RescheduleAppointmentArgs = OwnerAppointmentArgs & RescheduleBody;
export type AppointmentNotesArgs = OwnerAppointmentArgs & AppointmentNotesBody;

const baseUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-appointments`;
const oneUrl = ({ clientId, appointmentId }: OwnerAppointmentArgs) => `${baseUrl(clientId)}/${encodeURIComponent(String(appointmentId))}`;

/** Every loaded range of a client, and one appointment of it. */
export const appointmentsListTag = (clientId: number) => ({ type: 'Appointments' as const, id: `list-${clientId}` });
export const appointmentTag = ({ clientId, appointmentId }: OwnerAppointmentArgs) => ({
  type: 'Appointments' as const,
  id: `${clientId}-${appointmentId}`,
});

const changed = (args: OwnerAppointmentArgs) => [appointmentTag(args), appointmentsListTag(args.clientId), activityTag(args.clientId)];

export const ownerAppointmentsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-appointments/options → staff, locations and services for the filters and the form. */
    ownerAppointmentOptions: build.query<AppointmentOptions, { clientId: number }>({
      query: ({ clientId }) => ({ url: `${baseUrl(clientId)}/options` }),
      extraOptions: { auth: 'bearer' },
    }),
    /** GET …/owner-appointments?from=&to=&staffId=&locationId=&status= → the range's appointments. */
    ownerAppointments: build.query<OwnerAppointmentList, OwnerAppointmentRangeArgs>({
      query: ({ clientId, from, to, staffId, locationId, includeCanceled }) => {
        const params: AppointmentListQuery = { from, to };
        if (staffId !== undefined) params.staffId = String(staffId);
        if (locationId !== undefined) params.locationId = String(locationId);
        if (includeCanceled) params.status = 'all';
        return { url: baseUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId }) => [appointmentsListTag(clientId)],
    }),
    /** GET …/owner-appointments/{appointmentId}. */
    ownerAppointment: build.query<OwnerAppointment, OwnerAppointmentArgs>({
      query: (args) => ({ url: oneUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, args) => [appointmentTag(args)],
    }),
    /** POST …/owner-appointments → 201 the appointment; 409 slot_taken when it overlaps. */
    createOwnerAppointment: build.mutation<OwnerAppointment, CreateAppointmentArgs>({
      query: ({ clientId, ...body }) => ({ url: baseUrl(clientId), method: 'POST', body: body satisfies NewAppointmentBody }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [appointmentsListTag(clientId), activityTag(clientId)],
    }),
    /** PATCH …/{appointmentId} {start?, staffId?} → the appointment; 409 slot_taken. */
    rescheduleOwnerAppointment: build.mutation<OwnerAppointment, RescheduleAppointmentArgs>({
      query: ({ clientId, appointmentId, ...body }) => ({
        url: oneUrl({ clientId, appointmentId }),
        method: 'PATCH',
        body: body satisfies RescheduleBody,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
    /** POST …/{appointmentId}/cancel → the appointment, canceled; its time is free at once. */
    cancelOwnerAppointment: build.mutation<OwnerAppointment, OwnerAppointmentArgs>({
      query: (args) => ({ url: `${oneUrl(args)}/cancel`, method: 'POST' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
    /** PATCH …/{appointmentId}/notes {staffNote} → the appointment. */
    saveOwnerAppointmentNotes: build.mutation<OwnerAppointment, AppointmentNotesArgs>({
      query: ({ clientId, appointmentId, staffNote }) => ({
        url: `${oneUrl({ clientId, appointmentId })}/notes`,
        method: 'PATCH',
        body: { staffNote } satisfies AppointmentNotesBody,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
  }),
});

export const {
  useOwnerAppointmentOptionsQuery,
  useOwnerAppointmentsQuery,
  useOwnerAppointmentQuery,
  useCreateOwnerAppointmentMutation,
  useRescheduleOwnerAppointmentMutation,
  useCancelOwnerAppointmentMutation,
  useSaveOwnerAppointmentNotesMutation,
} = ownerAppointmentsApi;
