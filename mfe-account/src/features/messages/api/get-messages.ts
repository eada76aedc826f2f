import { getMessages } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

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
