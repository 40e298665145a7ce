// The customer's feedback on an order (spec §2 /commerce/order/{uuid}/feedback; contract
// contracts/order-feedback.ts). Public calls, no credentials; reached only by the order's uuid.
//   GET  client/{id}/orders/{uuid}/feedback → the feedback, or null while none is left (200 either way)
//   POST client/{id}/orders/{uuid}/feedback {rating, comment} → the feedback as stored (201)
// A refused post is an error: 400 fields (validation keys), 409 feedback_exists | feedback_not_allowed, 429.
import type { OrderFeedback, OrderFeedbackForm } from '../contracts/order-feedback.js';
import { vitrinaApi } from '../vitrina-api.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { orderFeedbackCalls } from '../contracts/calls/orders.js';

export type { OrderFeedback, OrderFeedbackForm };

export interface OrderFeedbackArgs {
  clientId: number;
  uuid: string;
}

export interface LeaveOrderFeedbackArgs extends OrderFeedbackArgs {
  form: OrderFeedbackForm;
}

const params = ({ clientId, uuid }: OrderFeedbackArgs) => ({ id: clientId, uuid });
const feedbackTag = (uuid: string) => ({ type: 'Orders' as const, id: `feedback/${uuid}` });

export const orderFeedbackApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** null: no feedback yet (the form shows); an order_not_found 404 stays an error. */
    orderFeedback: build.query<AnswerOf<typeof orderFeedbackCalls.read>, OrderFeedbackArgs>({
      query: (args) => requestOf(orderFeedbackCalls.read, params(args)),
      providesTags: (_result, _error, { uuid }) => [feedbackTag(uuid)],
    }),
    leaveOrderFeedback: build.mutation<AnswerOf<typeof orderFeedbackCalls.leave>, LeaveOrderFeedbackArgs>({
      query: ({ form, ...args }) => requestOf(orderFeedbackCalls.leave, params(args), { body: form }),
      // The page shows the stored feedback at once; a 409 feedback_exists refetches what is stored.
      async onQueryStarted({ clientId, uuid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(orderFeedbackApi.util.upsertQueryData('orderFeedback', { clientId, uuid }, data));
        } catch {
          dispatch(orderFeedbackApi.util.invalidateTags([feedbackTag(uuid)]));
        }
      },
    }),
  }),
});

export const { useOrderFeedbackQuery, useLeaveOrderFeedbackMutation } = orderFeedbackApi;
