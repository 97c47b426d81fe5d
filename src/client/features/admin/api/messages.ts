import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { MessageFilter } from '../logic/messages.js';

/** Messages per page: a screenful on a desktop, a few scrolls on a phone. */
export const MESSAGES_PAGE_SIZE = 30;

/** The list is kept fresh this often while it is on screen: a message settles without a booking event. */
export const MESSAGES_REFRESH_MS = 15_000;

/** GET /api/messages: one page of messages, newest first; `before` is the previous page's `nextBefore`. */
export function fetchMessages(status: MessageFilter, before: number | null, options: { limit?: number; signal?: AbortSignal } = {}) {
  return call(ROUTES.messages.list, { query: { status, before, limit: options.limit ?? MESSAGES_PAGE_SIZE }, signal: options.signal });
}

export const messagesQuery = (status: MessageFilter) =>
  infiniteQueryOptions({
    // Under bookings.all: every booking event refetches the pages on screen (socket).
    queryKey: queryKeys.bookings.messages(status),
    queryFn: ({ pageParam, signal }) => fetchMessages(status, pageParam, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    refetchInterval: MESSAGES_REFRESH_MS,
    // A new filter keeps the previous list on screen, dimmed, until its own answer comes.
    placeholderData: (previous) => previous,
  });

/** Pages of the admin's Messages list; `fetchNextPage` is the 'Load more' button. */
export function useMessages(status: MessageFilter) {
  return useInfiniteQuery(messagesQuery(status));
}

/**
 * The shop's text channel for the settings card: the list's answer carries it, so one message is
 * read for it. It changes only with the server's configuration, so no live event refetches it.
 */
export const messageChannelQuery = () =>
  queryOptions({
    queryKey: queryKeys.messageChannel,
    queryFn: ({ signal }) => fetchMessages('all', null, { limit: 1, signal }),
    select: (list) => list.channel,
    staleTime: Infinity,
  });

export function useMessageChannel() {
  return useQuery(messageChannelQuery());
}

/** GET /api/messages/inbound: one page of what customers wrote on WhatsApp, newest first. */
export function fetchInbound(before: number | null, signal?: AbortSignal) {
  return call(ROUTES.messages.inbound, { query: { before, limit: MESSAGES_PAGE_SIZE }, signal });
}

/** Pages of what customers wrote; refreshed as the outbound list is, and by every booking event (socket). */
export function useInbound() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.bookings.inbound,
      queryFn: ({ pageParam, signal }) => fetchInbound(pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (page) => page.nextBefore,
      refetchInterval: MESSAGES_REFRESH_MS,
    }),
  );
}
