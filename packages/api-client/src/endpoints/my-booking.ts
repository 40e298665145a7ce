// The customer's own booking page (issue 30; contracts/booking.ts MyBooking), by the appointment's secret
// manage key (the confirmation's link). A cancel or a move answers the booking as it now is (put in the page's
// cache) and makes the business's slot lists stale: the freed time is offered again.
//   GET  client/{id}/my-booking/{key}                    → MyBooking (404)
//   POST client/{id}/my-booking/{key}/cancel             → MyBooking (409 change_too_late · changes_not_allowed · appointment_not_active)
//   POST client/{id}/my-booking/{key}/reschedule {start} → MyBooking (the same · 409 slot_unavailable)
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { myBookingCalls } from '../contracts/calls/booking.js';
import { vitrinaApi } from '../vitrina-api.js';
import { keepAnswer } from './keep-answer.js';

export interface MyBookingArgs {
  clientId: number;
  key: string;
}

export interface RescheduleMyBookingArgs extends MyBookingArgs {
  start: string;
}

/** The client's slot lists (as endpoints/booking.ts tags them). */
const slotsTag = (clientId: number) => ({ type: 'Appointments' as const, id: `slots/${clientId}` });

export const myBookingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    myBooking: build.query<AnswerOf<typeof myBookingCalls.get>, MyBookingArgs>({
      query: ({ clientId, key }) => requestOf(myBookingCalls.get, { id: clientId, key }),
    }),
    cancelMyBooking: build.mutation<AnswerOf<typeof myBookingCalls.cancel>, MyBookingArgs>({
      query: ({ clientId, key }) => requestOf(myBookingCalls.cancel, { id: clientId, key }),
      onQueryStarted: ({ clientId, key }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(myBookingApi.util.upsertQueryData('myBooking', { clientId, key }, data))),
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
    rescheduleMyBooking: build.mutation<AnswerOf<typeof myBookingCalls.reschedule>, RescheduleMyBookingArgs>({
      query: ({ clientId, key, start }) => requestOf(myBookingCalls.reschedule, { id: clientId, key }, { body: { start } }),
      onQueryStarted: ({ clientId, key }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(myBookingApi.util.upsertQueryData('myBooking', { clientId, key }, data))),
      invalidatesTags: (_result, _error, { clientId }) => [slotsTag(clientId)],
    }),
  }),
});

export const { useMyBookingQuery, useCancelMyBookingMutation, useRescheduleMyBookingMutation } = myBookingApi;
