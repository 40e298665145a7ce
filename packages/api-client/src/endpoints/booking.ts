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
  AppointmentDetailsBody,
  BookBody,
  BookableService,
  BookableStaff,
  BookingInfo,
  Hold,
  HoldBody,
  PublicAppointment,
  PublicLocation,
  PublicSlot,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  StaffChoice,
} from '../contracts/booking.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

export type {
  AppointmentDetailsBody,
  BookBody,
  BookableService,
  BookableStaff,
  BookingInfo,
  Hold,
  HoldBody,
  PublicAppointment,
  PublicLocation,
  PublicSlot,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  StaffChoice,
};

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const text = (value: unknown) => (isText(value) ? value : '');
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId) : []);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isText) : []);
const money = (value: unknown) => (isText(value) && /^-?\d+\.\d{2}$/.test(value) ? value : '0.00');
const isServiceType = (value: unknown): value is ServiceTypeValue => value === 0 || value === 1 || value === 2;
const serviceTypes = (value: unknown): ServiceTypeValue[] => (Array.isArray(value) ? value.filter(isServiceType) : []);
const present = <T>(value: T | null): value is T => value !== null;

function readLocation(raw: unknown): PublicLocation | null {
  const l = unchecked<PublicLocation>(raw);
  if (!l || !isId(l.id) || !isText(l.name)) return null;
  return {
    id: l.id,
    name: l.name,
    country: text(l.country),
    address1: text(l.address1),
    address2: text(l.address2),
    city: text(l.city),
    state: text(l.state),
    province: text(l.province),
    postalCode: text(l.postalCode),
    phone: text(l.phone),
  };
}

function readService(raw: unknown): BookableService | null {
  const s = unchecked<BookableService>(raw);
  if (!s || !isId(s.id) || !isText(s.name) || !isId(s.durationMinutes)) return null;
  return {
    id: s.id,
    slug: text(s.slug),
    name: s.name,
    description: text(s.description),
    price: money(s.price),
    durationMinutes: s.durationMinutes,
    serviceTypes: serviceTypes(s.serviceTypes),
    staffIds: ids(s.staffIds),
    locationIds: ids(s.locationIds),
  };
}

function readStaff(raw: unknown): BookableStaff | null {
  const s = unchecked<BookableStaff>(raw);
  if (!s || !isId(s.id) || !isText(s.name)) return null;
  return {
    id: s.id,
    name: s.name,
    title: text(s.title),
    serviceIds: ids(s.serviceIds),
    locationIds: ids(s.locationIds),
    awayHours: s.awayHours === true,
  };
}

function readInfo(raw: unknown): BookingInfo {
  const i = unchecked<BookingInfo>(raw);
  if (!i || !isText(i.timeZone)) throw new Error('The API answered without the booking information');
  const list = <T>(value: unknown, read: (raw: unknown) => T | null) => (Array.isArray(value) ? value.map(read).filter(present) : []);
  return {
    timeZone: i.timeZone,
    serviceTypes: serviceTypes(i.serviceTypes),
    locations: list(i.locations, readLocation),
    services: list(i.services, readService),
    staff: list(i.staff, readStaff),
    holdMinutes: isId(i.holdMinutes) ? i.holdMinutes : 10,
    horizonDays: isId(i.horizonDays) ? i.horizonDays : 60,
  };
}

function readSlot(raw: unknown): PublicSlot | null {
  const s = unchecked<PublicSlot>(raw);
  if (!s || !isText(s.start) || !isText(s.end)) return null;
  return { start: s.start, end: s.end, staffIds: ids(s.staffIds), locationId: isId(s.locationId) ? s.locationId : null };
}

function readSlotDay(raw: unknown): SlotDay {
  const d = unchecked<SlotDay>(raw);
  if (!d || !isText(d.date)) throw new Error('The API answered without the day');
  return {
    date: d.date,
    timeZone: text(d.timeZone),
    slots: Array.isArray(d.slots) ? d.slots.map(readSlot).filter(present) : [],
  };
}

function readDates(raw: unknown): SlotDates {
  const d = unchecked<SlotDates>(raw);
  return { timeZone: text(d?.timeZone), dates: texts(d?.dates) };
}

function readHold(raw: unknown): Hold {
  const h = unchecked<Hold>(raw);
  if (!h || !isText(h.holdId) || !isId(h.staffId)) throw new Error('The API answered without the hold');
  return { holdId: h.holdId, staffId: h.staffId, start: text(h.start), end: text(h.end), expiresAt: text(h.expiresAt) };
}

const STATUSES = ['held', 'booked', 'canceled', 'released'] as const;

function readAppointment(raw: unknown): PublicAppointment {
  const a = unchecked<PublicAppointment>(raw);
  if (!a || !isText(a.uuid) || !isText(a.start) || !isServiceType(a.serviceType)) {
    throw new Error('The API answered without the appointment');
  }
  const staff = isRecord(a.staff) ? a.staff : {};
  const services = Array.isArray(a.services) ? a.services : [];
  return {
    uuid: a.uuid,
    status: STATUSES.find((s) => s === a.status) ?? 'booked',
    serviceType: a.serviceType,
    start: a.start,
    end: text(a.end),
    timeZone: text(a.timeZone),
    services: services
      .map((raw) => unchecked<PublicAppointment['services'][number]>(raw))
      .filter((s): s is PublicAppointment['services'][number] => s !== null && isText(s.name))
      .map((s) => ({ name: s.name, price: money(s.price), durationMinutes: isId(s.durationMinutes) ? s.durationMinutes : 0 })),
    total: money(a.total),
    staff: { id: isId(staff.id) ? staff.id : 0, name: text(staff.name) },
    location: readLocation(a.location),
    address: isText(a.address) ? a.address : null,
    addressCountry: isText(a.addressCountry) ? a.addressCountry : null,
    meetingUrl: isText(a.meetingUrl) ? a.meetingUrl : null,
    firstName: text(a.firstName),
    email: text(a.email),
    formsPath: isText(a.formsPath) ? a.formsPath : null,
  };
}

const id = (value: number | string) => encodeURIComponent(String(value));
const clientPath = (clientId: number) => `client/${id(clientId)}`;

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
      transformResponse: readInfo,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Services', id: `booking/${clientId}` }],
    }),
    bookingSlots: build.query<SlotDay, BookingSlotsArgs>({
      query: (args) => {
        const params = selectionQuery(args);
        params.set('date', args.date);
        return `${clientPath(args.clientId)}/booking/slots?${params.toString()}`;
      },
      transformResponse: readSlotDay,
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
      transformResponse: readDates,
      providesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
      keepUnusedDataFor: 15,
    }),
    publicAppointment: build.query<PublicAppointment, PublicAppointmentArgs>({
      query: ({ clientId, uuid }) => `${clientPath(clientId)}/appointments/${id(uuid)}`,
      transformResponse: readAppointment,
      providesTags: (_result, _error, { uuid }) => [appointmentTag(uuid)],
    }),
    /** 201 Hold; 409 slot_unavailable (someone else took it) is an error for the page. */
    holdSlot: build.mutation<Hold, HoldSlotArgs>({
      query: ({ clientId, body }) => ({ url: `${clientPath(clientId)}/booking/holds`, method: 'POST', body }),
      transformResponse: readHold,
      // Taken or refused (409: someone else was faster), the day's slots changed either way.
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
    /** 201 → the appointment (also put in the cache the success page reads); errors: 409, 400 fields / outside_service_area. */
    bookAppointment: build.mutation<PublicAppointment, BookAppointmentArgs>({
      query: ({ clientId, body }) => ({ url: `${clientPath(clientId)}/appointments`, method: 'POST', body }),
      transformResponse: readAppointment,
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(bookingApi.util.upsertQueryData('publicAppointment', { clientId, uuid: data.uuid }, data));
        } catch {
          // The form shows the mutation's own error.
        }
      },
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
