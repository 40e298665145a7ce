// The back office's Schedule screen (owner, manager, employee-own; bearer token; contracts/owner-appointments.ts):
// the appointments of a range, one appointment, and the changes (create, reschedule, cancel, notes, no-show). A
// change refetches the appointment, every loaded range of the client, the Activity screen and the dashboard.
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { ownerAppointmentCalls as calls } from '../contracts/calls/booking.js';
import type {
  AppointmentListQuery,
  AppointmentNoShowBody,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  RescheduleBody,
} from '../contracts/owner-appointments.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, clientTag, ownerResource } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { AppointmentNoShowBody, AppointmentOptions, NewAppointmentBody, OwnerAppointment, OwnerAppointmentList, RescheduleBody };

export interface OwnerAppointmentRangeArgs {
  clientId: number;
  /** ISO instants; `to` exclusive, at most 31 days after `from`. */
  from: string;
  to: string;
  staffId?: number;
  locationId?: number;
  includeCanceled?: boolean;
}

export type OwnerAppointmentArgs = ItemArgs<'appointmentId'>;

export type CreateAppointmentArgs = NewAppointmentBody & { clientId: number };
export type RescheduleAppointmentArgs = OwnerAppointmentArgs & RescheduleBody;
export type AppointmentNotesArgs = OwnerAppointmentArgs & AppointmentNotesBody;
export type AppointmentNoShowArgs = OwnerAppointmentArgs & AppointmentNoShowBody;

// Bookings made, cancelled and no-shows are the dashboard's figures: every change refetches it (issue 31).
const appointments = ownerResource({
  calls,
  idKey: 'appointmentId',
  type: 'Appointments',
  alsoChanged: (clientId) => [clientTag('Insights', clientId)],
});

export const ownerAppointmentsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-appointments/options → staff, locations and services for the filters and the form. */
    ownerAppointmentOptions: build.query<AnswerOf<typeof calls.options>, ClientArgs>({
      query: ({ clientId }) => requestOf(calls.options, { id: clientId }),
      extraOptions: BEARER,
    }),
    /** GET …/owner-appointments?from=&to=&staffId=&locationId=&status= → the range's appointments. */
    ownerAppointments: build.query<AnswerOf<typeof calls.list>, OwnerAppointmentRangeArgs>({
      query: ({ clientId, from, to, staffId, locationId, includeCanceled }) => {
        const params: AppointmentListQuery = { from, to };
        if (staffId !== undefined) params.staffId = String(staffId);
        if (locationId !== undefined) params.locationId = String(locationId);
        if (includeCanceled) params.status = 'all';
        return requestOf(calls.list, { id: clientId }, { params });
      },
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId }) => [appointments.listTag(clientId)],
    }),
    /** GET …/owner-appointments/{appointmentId}. */
    ownerAppointment: appointments.one<OwnerAppointmentArgs>(build),
    /** POST …/owner-appointments → 201 the appointment; 409 slot_taken when it overlaps. */
    createOwnerAppointment: appointments.create<CreateAppointmentArgs>(
      build,
      ({ clientId: _clientId, ...body }) => body satisfies NewAppointmentBody,
    ),
    /** PATCH …/{appointmentId} {start?, staffId?} → the appointment; 409 slot_taken. */
    rescheduleOwnerAppointment: appointments.action<typeof calls.reschedule, RescheduleAppointmentArgs>(
      build,
      calls.reschedule,
      ({ clientId: _clientId, appointmentId: _appointmentId, ...body }) => body satisfies RescheduleBody,
    ),
    /** POST …/{appointmentId}/cancel → the appointment, canceled; its time is free at once. */
    cancelOwnerAppointment: appointments.action(build, calls.cancel),
    /** PATCH …/{appointmentId}/notes {staffNote} → the appointment. */
    saveOwnerAppointmentNotes: build.mutation<AnswerOf<typeof calls.notes>, AppointmentNotesArgs>({
      query: ({ clientId, appointmentId, staffNote }) => requestOf(calls.notes, { id: clientId, appointmentId }, { body: { staffNote } }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => appointments.itemChanged(args),
    }),
    /** PUT …/{appointmentId}/no-show {noShow} → the appointment; 409 before its start or unless booked. */
    setOwnerAppointmentNoShow: appointments.action<typeof calls.noShow, AppointmentNoShowArgs>(
      build,
      calls.noShow,
      ({ noShow }) => ({ noShow }) satisfies AppointmentNoShowBody,
    ),
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
  useSetOwnerAppointmentNoShowMutation,
} = ownerAppointmentsApi;
