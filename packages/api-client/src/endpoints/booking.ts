// Appointment booking, the visitor's calls (contract contracts/booking.ts; spec §2 appointment and employee
// flows, §3 appointment details, §8 "Slots are not available for the selected date"; issue 14). No
// credentials: the client is the site's own, an appointment is reached only by its uuid.
//   GET  client/{id}/booking                         → BookingInfo
//   GET  client/{id}/booking/slots?…                 → SlotDay     (slots: [] when none)
//   GET  client/{id}/booking/dates?…                 → SlotDates
//   POST client/{id}/booking/holds    HoldBody       → Hold        (409 slot_unavailable)
//   POST client/{id}/appointments     BookBody       → PublicAppointment (409 · 400 fields · 400 outside_service_area)
//   GET  client/{id}/appointments/{uuid}             → PublicAppointment (404)
// Answers are read defensively like the store's: an entry of another shape is dropped, not shown half.
import type { BookBody, DatesQuery, HoldBody, ServiceTypeValue, SlotQuery, StaffChoice } from '../contracts/booking.js';
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { bookingCalls } from '../contracts/calls/booking.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { vitrinaApi } from '../vitrina-api.js';
import { keepAnswer } from './keep-answer.js';

export interface BookingInfoArgs {
  clientId: number;
}

/** What slots are asked for: the visitor's choices so far. */
export interface BookingSelectionArgs {
  clientId: number;
  serviceType: ServiceTypeValue;
  /** Storefront: the location; null/omitted on the employee link (any of the staff's locations). */
  locationId?: number | null;
  serviceIds: number[];
  staffId: StaffChoice;
  /** The booking's own page moving a booking: its manage key (that booking is not counted as busy). */
  rescheduling?: string;
}

export interface BookingSlotsArgs extends BookingSelectionArgs {
  /** YYYY-MM-DD in the business zone. */
  date: string;
}

export interface BookingDatesArgs extends BookingSelectionArgs {
  from: string;
  /** Inclusive. */
  to: string;
}

export interface PublicAppointmentArgs {
  clientId: number;
  uuid: string;
}

export interface HoldSlotArgs {
  clientId: number;
  body: HoldBody;
}

export interface BookAppointmentArgs {
  clientId: number;
  body: BookBody;
}

/** The selection as the slots' and dates' queries send it (`serviceIds` comma-separated; no location: omitted). */
function selectionQuery({ serviceType, locationId, serviceIds, staffId, rescheduling }: BookingSelectionArgs): Omit<SlotQuery, 'date'> {
  return {
    serviceType,
    ...(locationId == null ? {} : { locationId }),
    serviceIds: serviceIds.join(','),
    staffId: String(staffId),
    ...(rescheduling ? { rescheduling } : {}),
  };
}

/** Slot lists of a client: stale once anything is held or booked there. */
const slotsTag = (clientId: number) => ({ type: 'Appointments' as const, id: `slots/${clientId}` });
const appointmentTag = (uuid: string) => ({ type: 'Appointments' as const, id: `public/${uuid}` });

/** The appointment's .ics file (a plain link: the browser downloads it). */
export function appointmentCalendarUrl(clientId: number, uuid: string, apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/${urlOf(bookingCalls.calendar, { id: clientId, uuid })}`;
}

export const bookingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    bookingInfo: build.query<AnswerOf<typeof bookingCalls.info>, BookingInfoArgs>({
      query: ({ clientId }) => requestOf(bookingCalls.info, { id: clientId }),
      // Locations invalidate `booking/…`; a service or staff change invalidates the client's Services tag.
      providesTags: (_result, _error, { clientId }) => [
        { type: 'Services', id: `booking/${clientId}` },
        { type: 'Services' as const, id: clientId },
      ],
    }),
    bookingSlots: build.query<AnswerOf<typeof bookingCalls.slots>, BookingSlotsArgs>({
      query: (args) => requestOf(bookingCalls.slots, { id: args.clientId }, { params: { ...selectionQuery(args), date: args.date } }),
      providesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
      // Others book too: a day's slots are asked again when the visitor comes back to it.
      keepUnusedDataFor: 15,
    }),
    bookingDates: build.query<AnswerOf<typeof bookingCalls.dates>, BookingDatesArgs>({
      query: (args) =>
        requestOf(
          bookingCalls.dates,
          { id: args.clientId },
          {
            params: { ...selectionQuery(args), from: args.from, to: args.to } satisfies DatesQuery,
          },
        ),
      providesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
      keepUnusedDataFor: 15,
    }),
    publicAppointment: build.query<AnswerOf<typeof bookingCalls.appointment>, PublicAppointmentArgs>({
      query: ({ clientId, uuid }) => requestOf(bookingCalls.appointment, { id: clientId, uuid }),
      providesTags: (_result, _error, { uuid }) => [appointmentTag(uuid)],
    }),
    /** 201 Hold; 409 slot_unavailable (someone else took it) is an error for the page. */
    holdSlot: build.mutation<AnswerOf<typeof bookingCalls.hold>, HoldSlotArgs>({
      query: ({ clientId, body }) => requestOf(bookingCalls.hold, { id: clientId }, { body }),
      // Taken or refused (409: someone else was faster), the day's slots changed either way.
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
    /** 201 → the appointment (also put in the cache the success page reads); errors: 409, 400 fields / outside_service_area. */
    bookAppointment: build.mutation<AnswerOf<typeof bookingCalls.book>, BookAppointmentArgs>({
      query: ({ clientId, body }) => requestOf(bookingCalls.book, { id: clientId }, { body }),
      onQueryStarted: ({ clientId }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) =>
          dispatch(bookingApi.util.upsertQueryData('publicAppointment', { clientId, uuid: data.uuid }, data)),
        ),
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
  }),
});

export const {
  useBookingInfoQuery,
  useBookingSlotsQuery,
  useBookingDatesQuery,
  usePublicAppointmentQuery,
  useHoldSlotMutation,
  useBookAppointmentMutation,
} = bookingApi;
