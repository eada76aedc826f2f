import { http } from '@haveli/api-client';
import type { GuestMessage, MessageRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';
import { MESSAGES_KEY } from './get-messages';

export async function sendMessage(body: MessageRequest): Promise<GuestMessage> {
  const { data } = await http.post<GuestMessage>('messages', body);
  return data;
}

/** POST messages: the new message joins the end of the conversation at once. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<{ data: GuestMessage[] }>(MESSAGES_KEY, (conversation) =>
        conversation ? { data: [...conversation.data, message] } : conversation,
      );
    },
  });
}
