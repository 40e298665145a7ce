// The back office's Messages screen (owner and manager, bearer token): the contact-us messages of the
// public site, newest first, one page per cursor (contracts MessagePage, MessageListQuery), and the change
// of a message's read/archived state (contract MessageChangeBody). A change refetches the loaded pages, so
// a filtered list drops what no longer matches.
import { requestOf, urlOf } from '../contracts/call.js';
import { messageCalls } from '../contracts/calls/messages.js';
import type { ContactMessageEntry, MessageChangeBody, MessageListQuery, MessagePage, MessageStatus } from '../contracts/messages.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, clientTag, cursorPages, pageRequest, searchWords } from './owner-kit.js';

export type { MessageStatus };

/** One contact-us message as the screen shows it (contract ContactMessageEntry). */
export type ContactMessage = ContactMessageEntry;

export interface ContactMessagePage {
  messages: ContactMessage[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export interface MessageListArgs {
  clientId: number;
  status: MessageStatus;
  /** Search words; empty for none. */
  q: string;
}

export type UpdateMessageArgs = { clientId: number; messageId: number } & MessageChangeBody;

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: MessagePage): ContactMessagePage => ({ messages: page.messages, nextCursor: page.next_cursor });

export const messagesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/messages?status=&q=&cursor= → pages of messages, newest first; `fetchNextPage` loads more. */
    contactMessages: build.infiniteQuery<ContactMessagePage, MessageListArgs, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: { clientId, status, q }, pageParam }) =>
        pageRequest(urlOf(messageCalls.list, { id: clientId }), pageParam, { status, ...searchWords(q) } satisfies MessageListQuery),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [clientTag('Messages', clientId)],
    }),
    /** PATCH …/messages/{messageId} {read?, archived?} → the message as stored. */
    updateContactMessage: build.mutation<ContactMessage, UpdateMessageArgs>({
      query: ({ clientId, messageId, read, archived }) =>
        requestOf(messageCalls.change, { id: clientId, messageId }, { body: { read, archived } satisfies MessageChangeBody }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, { clientId }) => [clientTag('Messages', clientId), activityTag(clientId)],
    }),
  }),
});

export const { useContactMessagesInfiniteQuery, useUpdateContactMessageMutation } = messagesApi;
