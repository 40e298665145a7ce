// The back office's sent messages (owner and manager, bearer token; contracts/mail.ts): Messages → Sent a page
// at a time, the messages about one order, appointment or quote (their detail's panel), one message as it was
// rendered, and a resend (a copy queued now), which refetches every list of the business's messages.
import { requestOf, urlOf } from '../contracts/call.js';
import { mailCalls } from '../contracts/calls/mail.js';
import type { SentMail, SentMailListQuery, SentMailPage, SentMailStatus, SentMailSummary } from '../contracts/mail.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, cursorPages, ownerTags, pageRequest, searchWords } from './owner-kit.js';

export type { SentMail, SentMailStatus, SentMailSummary };

/** The Sent view's status choice: one status, or all. */
export type SentMailFilterStatus = SentMailStatus | 'all';

/** What a list of messages is about: the whole business, or one order, appointment or quote. */
export type SentMailAbout = { order_id: number } | { appointment_id: number } | { quote_id: number };

export interface SentMailListArgs {
  clientId: number;
  status: SentMailFilterStatus;
  /** Search words; empty for none. */
  q: string;
  about?: SentMailAbout;
}

export interface SentMailPageView {
  messages: SentMailSummary[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export interface SentMailArgs {
  clientId: number;
  mailId: number;
}

/** The business's messages share the Messages tag type under their own scope (`mail/{clientId}`). */
const tags = ownerTags('Messages', 'mail');

/** A list's query: its status (none for all) and what it is about, as the query string sends them. */
function queryOf({ status, q, about }: SentMailListArgs): SentMailListQuery {
  const aboutQuery = Object.fromEntries(Object.entries(about ?? {}).map(([key, id]) => [key, String(id)]));
  return { ...(status === 'all' ? {} : { status }), ...searchWords(q), ...aboutQuery };
}

const pageOf = (page: SentMailPage): SentMailPageView => ({ messages: page.messages, nextCursor: page.next_cursor });

export const mailApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/mail?status=&order_id=|appointment_id=|quote_id=&cursor= → pages of messages, newest first. */
    sentMail: build.infiniteQuery<SentMailPageView, SentMailListArgs, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => pageRequest(urlOf(mailCalls.list, { id: queryArg.clientId }), pageParam, queryOf(queryArg)),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [tags.list(clientId)],
    }),
    /** GET …/mail/{mailId} → the message with its HTML and text. */
    sentMailMessage: build.query<SentMail, SentMailArgs>({
      query: ({ clientId, mailId }) => requestOf(mailCalls.get, { id: clientId, mailId }),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId, mailId }) => [tags.item(clientId, mailId)],
    }),
    /** POST …/mail/{mailId}/resend → the copy, queued now. */
    resendMail: build.mutation<SentMail, SentMailArgs>({
      query: ({ clientId, mailId }) => requestOf(mailCalls.resend, { id: clientId, mailId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [tags.list(clientId), activityTag(clientId)]),
    }),
  }),
});

export const { useSentMailInfiniteQuery, useSentMailMessageQuery, useResendMailMutation } = mailApi;
