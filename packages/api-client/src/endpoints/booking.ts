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
import type {
  BookBody,
  BookingInfo,
  Hold,
  HoldBody,
  PublicAppointment,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  StaffChoice,
} from '../contracts/booking.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';
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

const id = (value: number | string) => encodeURIComponent(String(value));

function selectionQuery({ serviceType, locationId, serviceIds, staffId }: BookingSelectionArgs): URLSearchParams {
  const params = new URLSearchParams({ serviceType: String(serviceType) });
  if (locationId != null) params.set('locationId', String(locationId));
  params.set('serviceIds', serviceIds.join(','));
  params.set('staffId', String(staffId));
  return params;
}

/** Slot lists of a client: stale once anything is held or booked there. */
const slotsTag = (clientId: number) => ({ type: 'Appointments' as const, id: `slots/${clientId}` });
const appointmentTag = (uuid: string) => ({ type: 'Appointments' as const, id: `public/${uuid}` });

/** The appointment's .ics file (a plain link: the browser downloads it). */
export function appointmentCalendarUrl(clientId: number, uuid: string, apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/${clientPath(clientId)}/appointments/${id(uuid)}/calendar.ics`;
}

export const bookingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    bookingInfo: build.query<BookingInfo, BookingInfoArgs>({
      query: ({ clientId }) => `${clientPath(clientId)}/booking`,
      // Locations invalidate `booking/…`; a service or staff change invalidates the client's Services tag.
      providesTags: (_result, _error, { clientId }) => [
        { type: 'Services', id: `booking/${clientId}` },
        { type: 'Services' as const, id: clientId },
      ],
    }),
    bookingSlots: build.query<SlotDay, BookingSlotsArgs>({
      query: (args) => {
        const params = selectionQuery(args);
        params.set('date', args.date);
        return `${clientPath(args.clientId)}/booking/slots?${params.toString()}`;
      },
      providesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
      // Others book too: a day's slots are asked again when the visitor comes back to it.
      keepUnusedDataFor: 15,
    }),
    bookingDates: build.query<SlotDates, BookingDatesArgs>({
      query: (args) => {
        const params = selectionQuery(args);
        params.set('from', args.from);
        params.set('to', args.to);
        return `${clientPath(args.clientId)}/booking/dates?${params.toString()}`;
      },
      providesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
      keepUnusedDataFor: 15,
    }),
    publicAppointment: build.query<PublicAppointment, PublicAppointmentArgs>({
      query: ({ clientId, uuid }) => `${clientPath(clientId)}/appointments/${id(uuid)}`,
      providesTags: (_result, _error, { uuid }) => [appointmentTag(uuid)],
    }),
    /** 201 Hold; 409 slot_unavailable (someone else took it) is an error for the page. */
    holdSlot: build.mutation<Hold, HoldSlotArgs>({
      query: ({ clientId, body }) => ({ url: `${clientPath(clientId)}/booking/holds`, method: 'POST', body }),
      // Taken or refused (409: someone else was faster), the day's slots changed either way.
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
    /** 201 → the appointment (also put in the cache the success page reads); errors: 409, 400 fields / outside_service_area. */
    bookAppointment: build.mutation<PublicAppointment, BookAppointmentArgs>({
      query: ({ clientId, body }) => ({ url: `${clientPath(clientId)}/appointments`, method: 'POST', body }),
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
