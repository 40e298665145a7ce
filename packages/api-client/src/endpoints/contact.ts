// POST client/{id}/contact (spec §3 "Contact-us form": name, e-mail, phone, message; contract ContactMessageBody). A public call:
// no credentials, rate-limited by the API (429), field errors as validation i18n keys (400).
import { requestOf } from '../contracts/call.js';
import { messageCalls } from '../contracts/calls/messages.js';
import type { ContactMessageBody } from '../contracts/public.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface SendContactMessageArgs {
  clientId: number;
  form: ContactMessageBody;
}

export const contactApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<true, SendContactMessageArgs>({
      query: ({ clientId, form }) => requestOf(messageCalls.send, { id: clientId }, { body: form }),
      // The answer's body is not needed: a 2xx means the business has the message.
      transformResponse: () => true as const,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
