import { http, type RequestOptions } from '@haveli/api-client';
import type { Conversation } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** The conversation with the hotel, oldest first. */
export async function getMessages({ signal }: RequestOptions = {}): Promise<Conversation> {
  const { data } = await http.get<Conversation>('messages', { signal });
  return data;
}

export const MESSAGES_KEY = ['messages'] as const;

/** GET messages: the conversation with the hotel, oldest first. */
export function useMessages() {
  return useQuery({
    queryKey: MESSAGES_KEY,
    queryFn: ({ signal }) => getMessages({ signal }),
    select: (conversation) => conversation.data,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
