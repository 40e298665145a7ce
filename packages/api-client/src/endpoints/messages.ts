// The back office's Messages screen (owner and manager, bearer token): the contact-us messages of the
// public site, newest first, one page per cursor (contracts MessagePage, MessageListQuery), and the change
// of a message's read/archived state (contract MessageChangeBody). A change refetches the loaded pages, so
// a filtered list drops what no longer matches.
import type { ContactMessageEntry, MessageChangeBody, MessageListQuery, MessagePage, MessageStatus } from '../contracts/messages.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

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

const messagesUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/messages`;

/** The first page's cursor: none. */
const FIRST_PAGE = '';

export const messagesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/messages?status=&q=&cursor= → pages of messages, newest first; `fetchNextPage` loads more. */
    contactMessages: build.infiniteQuery<ContactMessagePage, MessageListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { clientId, status, q }, pageParam }) => {
        const params: MessageListQuery = { status };
        if (q.trim()) params.q = q.trim();
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: messagesUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Messages', id: clientId }],
    }),
    /** PATCH …/messages/{messageId} {read?, archived?} → the message as stored. */
    updateContactMessage: build.mutation<ContactMessage, UpdateMessageArgs>({
      query: ({ clientId, messageId, read, archived }) => ({
        url: `${messagesUrl(clientId)}/${encodeURIComponent(String(messageId))}`,
        method: 'PATCH',
        body: { read, archived } satisfies MessageChangeBody,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'Messages', id: clientId }, activityTag(clientId)],
    }),
  }),
});

export const { useContactMessagesInfiniteQuery, useUpdateContactMessageMutation } = messagesApi;
