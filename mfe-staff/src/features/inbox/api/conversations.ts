import { http, type RequestOptions } from '@haveli/api-client';
import type { Conversation, GuestMessage, StaffConversations } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** GET admin/messages: the guests who wrote (or those `q` finds), latest first, with their unread messages. */
export async function getConversations(
  { page, q }: { page: number; q?: string | undefined },
  { signal }: RequestOptions = {},
): Promise<StaffConversations> {
  const { data } = await http.get<StaffConversations>('admin/messages', {
    params: { page, limit: CONVERSATIONS_PAGE_SIZE, q },
    signal,
  });
  return data;
}

/** GET admin/messages/{userId}: the conversation, oldest first; the guest's messages become read. */
export async function getConversation(
  userId: number,
  { signal }: RequestOptions = {},
): Promise<Conversation> {
  const { data } = await http.get<Conversation>(`admin/messages/${userId}`, { signal });
  return data;
}

/** POST admin/messages/{userId}/reply: the guest is notified and mailed. */
export async function replyToGuest(userId: number, body: string): Promise<GuestMessage> {
  const { data } = await http.post<GuestMessage>(`admin/messages/${userId}/reply`, { body });
  return data;
}

export function useConversations(query: { page: number; q?: string | undefined }) {
  return useQuery({
    queryKey: ['staff', 'inbox', 'conversations', query],
    queryFn: ({ signal }) => getConversations(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

export function useConversation(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['staff', 'inbox', 'conversation', userId],
    queryFn: async ({ signal }) => {
      const conversation = await getConversation(userId!, { signal });
      // Opening it read the guest's messages: the list's unread counts change.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox', 'conversations'] });
      return conversation;
    },
    enabled: userId !== undefined,
    refetchInterval: POLL_MS,
  });
}

export function useReplyToGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: string }) => replyToGuest(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] }),
  });
}
