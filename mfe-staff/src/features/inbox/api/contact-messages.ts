import { http, type RequestOptions } from '@haveli/api-client';
import type {
  ContactMessagesResponse,
  ContactSort,
  ContactState,
  StaffContactMessage,
  StaffListQuery,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

export type ContactQuery = StaffListQuery<ContactState, ContactSort>;

/** GET staff/inbox/contact-messages: open ones first, searched and sorted, 20 a page. */
export async function getContactMessages(
  query: ContactQuery,
  { signal }: RequestOptions = {},
): Promise<ContactMessagesResponse> {
  const { data } = await http.get<ContactMessagesResponse>('staff/inbox/contact-messages', {
    params: query,
    signal,
  });
  return data;
}

export function useContactMessages(query: ContactQuery) {
  return useQuery({
    queryKey: ['staff', 'inbox', 'contact-messages', query],
    queryFn: ({ signal }) => getContactMessages(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** POST staff/inbox/contact-messages/{id}/handled. */
export async function markContactMessageHandled(id: number): Promise<StaffContactMessage> {
  const { data } = await http.post<StaffContactMessage>(`staff/inbox/contact-messages/${id}/handled`);
  return data;
}

/** POST staff/inbox/contact-messages/{id}/reply: mails the sender; the message is then handled. */
export async function replyToContactMessage(id: number, text: string): Promise<StaffContactMessage> {
  const { data } = await http.post<StaffContactMessage>(`staff/inbox/contact-messages/${id}/reply`, { text });
  return data;
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageHandled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] }),
  });
}

export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => replyToContactMessage(id, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] }),
  });
}
