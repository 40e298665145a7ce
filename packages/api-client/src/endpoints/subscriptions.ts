// A customer's subscription (issue 15; contract contracts/subscriptions.ts). Public calls, no credentials;
// reached by the subscription's uuid, shown on its order's page.
//   GET  client/{id}/subscriptions/{uuid}                          → SubscriptionAnswer
//   POST client/{id}/subscriptions/{uuid}/payment-method {payment} → SubscriptionAnswer
//   POST client/{id}/subscriptions/{uuid}/cancel                   → SubscriptionAnswer (issue 30: at period end)
//   GET  client/{id}/subscriptions/{uuid}/charges                  → SubscriptionCharges (issue 30)
// A refused card is read with checkout's checkoutFailureOf (400 fields, 402 decline, 409 code).
// A saved card refreshes the order pages (tag Orders public/{uuid}): the state and card they show changed.
import type { SubscriptionAnswer, SubscriptionCardBody, SubscriptionCharges } from '../contracts/subscriptions.js';
import type { SubscriptionView } from '../contracts/store.js';
import { vitrinaApi } from '../vitrina-api.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { subscriptionCalls } from '../contracts/calls/subscriptions.js';
import { keepAnswer } from './keep-answer.js';

export type { SubscriptionAnswer, SubscriptionCardBody, SubscriptionCharges, SubscriptionView };

export interface SubscriptionArgs {
  clientId: number;
  uuid: string;
}

export interface UpdateSubscriptionCardArgs extends SubscriptionArgs {
  body: SubscriptionCardBody;
}

const params = ({ clientId, uuid }: SubscriptionArgs) => ({ id: clientId, uuid });
const subscriptionTag = (uuid: string) => ({ type: 'Orders' as const, id: `subscription/${uuid}` });

export const subscriptionsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    subscription: build.query<AnswerOf<typeof subscriptionCalls.read>, SubscriptionArgs>({
      query: (args) => requestOf(subscriptionCalls.read, params(args)),
      providesTags: (_result, _error, { uuid }) => [subscriptionTag(uuid)],
    }),
    updateSubscriptionCard: build.mutation<AnswerOf<typeof subscriptionCalls.updateCard>, UpdateSubscriptionCardArgs>({
      query: ({ body, ...args }) => requestOf(subscriptionCalls.updateCard, params(args), { body }),
      onQueryStarted: ({ clientId, uuid }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => {
          dispatch(subscriptionsApi.util.upsertQueryData('subscription', { clientId, uuid }, data));
          dispatch(vitrinaApi.util.invalidateTags([{ type: 'Orders', id: `public/${data.order_uuid}` }]));
        }),
    }),
    /** The customer's cancel at period end (issue 30): the order page shows the end; the history too. */
    cancelSubscription: build.mutation<AnswerOf<typeof subscriptionCalls.cancel>, SubscriptionArgs>({
      query: (args) => requestOf(subscriptionCalls.cancel, params(args)),
      onQueryStarted: ({ clientId, uuid }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => {
          dispatch(subscriptionsApi.util.upsertQueryData('subscription', { clientId, uuid }, data));
          dispatch(vitrinaApi.util.invalidateTags([{ type: 'Orders', id: `public/${data.order_uuid}` }, subscriptionTag(uuid)]));
        }),
    }),
    subscriptionCharges: build.query<AnswerOf<typeof subscriptionCalls.charges>, SubscriptionArgs>({
      query: (args) => requestOf(subscriptionCalls.charges, params(args)),
      providesTags: (_result, _error, { uuid }) => [subscriptionTag(uuid)],
    }),
  }),
});

export const { useSubscriptionQuery, useUpdateSubscriptionCardMutation, useCancelSubscriptionMutation, useSubscriptionChargesQuery } =
  subscriptionsApi;
