import { getPaged, http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffGuestCreate,
  StaffGuestNoteCreate,
  StaffGuestResponse,
  StaffGuestsResponse,
  StaffGuestUpdate,
  StaffStayRequest,
  StayQuote,
  StayQuoteQuery,
} from '@haveli/contracts';
import { MAX_PAGE_LIMIT, type RoomType } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/guests?q=: guests found by name, email or phone. */
export async function searchGuests(q: string, page: number, { signal }: RequestOptions = {}) {
  const { data } = await http.get<StaffGuestsResponse>('staff/guests', {
    params: { ...(q ? { q } : {}), page },
    signal,
  });
  return data;
}

export function useGuestSearch(q: string, page = 1) {
  return useQuery({
    queryKey: ['staff', 'guests', q, page],
    queryFn: ({ signal }) => searchGuests(q, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET staff/guests/{id}: the profile (the API audits the read). */
export function useGuestProfile(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['staff', 'guest', id],
    queryFn: async ({ signal }) =>
      (await http.get<StaffGuestResponse>(`staff/guests/${id}`, { signal })).data.guest,
  });
}

/** A change to a profile: the answer is the profile as it now is. */
function useGuestChange<Body>(call: (body: Body) => Promise<StaffGuestResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(['staff', 'guest', answer.guest.id], answer.guest),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'guests'] }),
  });
}

export const useCreateGuest = () =>
  useGuestChange(
    async (body: StaffGuestCreate) => (await http.post<StaffGuestResponse>('staff/guests', body)).data,
  );
export const useUpdateGuest = (id: number) =>
  useGuestChange(
    async (body: StaffGuestUpdate) => (await http.put<StaffGuestResponse>(`staff/guests/${id}`, body)).data,
  );
export const useAddGuestNote = (id: number) =>
  useGuestChange(
    async (body: StaffGuestNoteCreate) =>
      (await http.post<StaffGuestResponse>(`staff/guests/${id}/notes`, body)).data,
  );
export const useRemoveGuestNote = (id: number) =>
  useGuestChange(
    async (noteId: number) =>
      (await http.delete<StaffGuestResponse>(`staff/guests/${id}/notes/${noteId}`)).data,
  );
export const useMergeGuest = (id: number) =>
  useGuestChange(
    async (duplicateId: number) =>
      (await http.post<StaffGuestResponse>(`staff/guests/${id}/merge`, { duplicate_id: duplicateId })).data,
  );

/** The hotel's room types, as the guest's booking form lists them (public). */
export function useRoomTypes() {
  return useQuery({
    queryKey: ['room-types', 'all'],
    queryFn: ({ signal }) =>
      getPaged<RoomType>('web/room/get_with_pagination', { page: 1, limit: MAX_PAGE_LIMIT }, { signal }),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });
}

/** GET stays/quote: the same quote a guest sees, asked again as the stay changes. */
export function useQuote(query: StayQuoteQuery | null) {
  return useQuery({
    queryKey: ['stay-quote', query],
    queryFn: async ({ signal }) => {
      const { child_ages: ages, ...rest } = query as StayQuoteQuery;
      const params = {
        ...rest,
        ...(Array.isArray(ages) && ages.length ? { child_ages: ages.join(',') } : {}),
      };
      return (await http.get<StayQuote>('stays/quote', { params, signal })).data;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** POST staff/stays: a reservation for the guest; the new booking's reference. */
export function useBookForGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffStayRequest) =>
      (await http.post<{ message: string; reference: string }>('staff/stays', body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
