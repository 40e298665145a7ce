// The back office's Discount codes screen (owner and manager, bearer token; issue 30): the codes (contracts
// OwnerDiscountCodeList, OwnerDiscountCode), the changes (OwnerDiscountCodeInput), pause/resume, and a code's
// uses. Every change refetches the list, the code and the Activity screen.
import { requestOf } from '../contracts/call.js';
import { ownerDiscountCodeCalls } from '../contracts/calls/discounts.js';
import type { OwnerDiscountCode, OwnerDiscountCodeInput, OwnerDiscountCodeList, OwnerDiscountUses } from '../contracts/discounts.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerResource, ownerTags } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { OwnerDiscountCode, OwnerDiscountCodeInput, OwnerDiscountUse, OwnerDiscountUses } from '../contracts/discounts.js';

export type OwnerDiscountCodeArgs = ItemArgs<'codeId'>;
export type SaveOwnerDiscountCodeArgs = ClientArgs & OwnerDiscountCodeInput;
export type UpdateOwnerDiscountCodeArgs = OwnerDiscountCodeArgs & OwnerDiscountCodeInput;
export type PauseOwnerDiscountCodeArgs = OwnerDiscountCodeArgs & { paused: boolean };

/** The body of POST/PUT: the form's fields and nothing else. */
const inputOf = (a: OwnerDiscountCodeInput): OwnerDiscountCodeInput => ({
  code: a.code,
  kind: a.kind,
  value: a.value,
  minimum: a.minimum,
  starts_on: a.starts_on,
  ends_on: a.ends_on,
  usage_limit: a.usage_limit,
  per_customer_limit: a.per_customer_limit,
  product_ids: a.product_ids,
  service_ids: a.service_ids,
  paused: a.paused,
});

const codes = ownerResource({ calls: ownerDiscountCodeCalls, idKey: 'codeId', type: 'Discounts' });
const tags = ownerTags('Discounts');

export const ownerDiscountsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-discount-codes → every code, by code. */
    ownerDiscountCodes: codes.all(build, (answer: OwnerDiscountCodeList): OwnerDiscountCode[] => answer.codes),
    /** GET …/owner-discount-codes/{codeId}. */
    ownerDiscountCode: codes.one<OwnerDiscountCodeArgs>(build),
    createOwnerDiscountCode: codes.create<SaveOwnerDiscountCodeArgs>(build, inputOf),
    updateOwnerDiscountCode: codes.update<UpdateOwnerDiscountCodeArgs>(build, inputOf),
    /** POST …/owner-discount-codes/{codeId}/pause { paused } → the code. */
    pauseOwnerDiscountCode: codes.action<typeof ownerDiscountCodeCalls.pause, PauseOwnerDiscountCodeArgs>(
      build,
      ownerDiscountCodeCalls.pause,
      ({ paused }) => ({
        paused,
      }),
    ),
    /** GET …/owner-discount-codes/{codeId}/uses → how many, and the latest orders that used it. */
    ownerDiscountUses: build.query<OwnerDiscountUses, OwnerDiscountCodeArgs>({
      query: ({ clientId, codeId }) => requestOf(ownerDiscountCodeCalls.uses, { id: clientId, codeId }),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId, codeId }) => [tags.item(clientId, codeId)],
    }),
  }),
});

export const {
  useOwnerDiscountCodesQuery,
  useOwnerDiscountCodeQuery,
  useCreateOwnerDiscountCodeMutation,
  useUpdateOwnerDiscountCodeMutation,
  usePauseOwnerDiscountCodeMutation,
  useOwnerDiscountUsesQuery,
} = ownerDiscountsApi;
