// A customer's subscription (issue 15; contract contracts/subscriptions.ts). Public calls, no credentials;
// reached by the subscription's uuid, shown on its order's page.
//   GET  client/{id}/subscriptions/{uuid}                          → SubscriptionAnswer
//   POST client/{id}/subscriptions/{uuid}/payment-method {payment} → SubscriptionAnswer
// A refused card is read with checkout's readCheckoutFailure (400 fields, 402 decline, 409 code).
// A saved card refreshes the order pages (tag Orders public/{uuid}): the state and card they show changed.
import type { SubscriptionAnswer, SubscriptionCardBody } from '../contracts/subscriptions.js';
import type { SubscriptionView } from '../contracts/store.js';
import { SUBSCRIPTION_STATES } from '../contracts/store.js';
import { RECURRENCE_VALUES } from '../contracts/services-store.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { SubscriptionAnswer, SubscriptionCardBody, SubscriptionView };

export interface SubscriptionArgs {
  clientId: number;
  uuid: string;
}

export interface UpdateSubscriptionCardArgs extends SubscriptionArgs {
  body: SubscriptionCardBody;
}

const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);

/** One subscription of an answer; null when it is not one. */
export function readSubscriptionView(raw: unknown): SubscriptionView | null {
  const s = unchecked<SubscriptionView>(raw);
  if (!s || typeof s.uuid !== 'string' || typeof s.name !== 'string') return null;
  const recurrence = RECURRENCE_VALUES.find((r) => r === s.recurrence);
  const state = SUBSCRIPTION_STATES.find((v) => v === s.state);
  if (!recurrence || !state) return null;
  return {
    uuid: s.uuid,
    name: s.name,
    amount: typeof s.amount === 'string' && /^-?\d+\.\d{2}$/.test(s.amount) ? s.amount : '0.00',
    recurrence,
    state,
    next_charge_at: nullableText(s.next_charge_at),
    card_brand: nullableText(s.card_brand),
    card_last4: nullableText(s.card_last4),
  };
}

function readAnswer(raw: unknown): SubscriptionAnswer {
  const a = unchecked<SubscriptionAnswer>(raw);
  const subscription = readSubscriptionView(a?.subscription);
  if (!a || !subscription || typeof a.order_uuid !== 'string') throw new Error('The API answered without the subscription');
  return { subscription, order_uuid: a.order_uuid, currency: typeof a.currency === 'string' ? a.currency : 'USD' };
}

const url = ({ clientId, uuid }: SubscriptionArgs) =>
  `client/${encodeURIComponent(String(clientId))}/subscriptions/${encodeURIComponent(uuid)}`;
const subscriptionTag = (uuid: string) => ({ type: 'Orders' as const, id: `subscription/${uuid}` });

export const subscriptionsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    subscription: build.query<SubscriptionAnswer, SubscriptionArgs>({
      query: (args) => url(args),
      transformResponse: readAnswer,
      providesTags: (_result, _error, { uuid }) => [subscriptionTag(uuid)],
    }),
    updateSubscriptionCard: build.mutation<SubscriptionAnswer, UpdateSubscriptionCardArgs>({
      query: ({ body, ...args }) => ({ url: `${url(args)}/payment-method`, method: 'POST', body }),
      transformResponse: readAnswer,
      async onQueryStarted({ clientId, uuid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(subscriptionsApi.util.upsertQueryData('subscription', { clientId, uuid }, data));
          dispatch(vitrinaApi.util.invalidateTags([{ type: 'Orders', id: `public/${data.order_uuid}` }]));
        } catch {
          // The form shows the mutation's own error.
        }
      },
    }),
  }),
});

export const { useSubscriptionQuery, useUpdateSubscriptionCardMutation } = subscriptionsApi;
