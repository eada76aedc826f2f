import { http, type RequestOptions } from '@haveli/api-client';
import type {
  RatePlanCode,
  StaffRatePlanCreate,
  StaffCoupon,
  StaffCouponLimits,
  StaffCouponsQuery,
  StaffCouponsResponse,
  StaffGstScheduleInput,
  StaffGstSlab,
  StaffRateCalendar,
  StaffRateCalendarUpdate,
  StaffSeasonPreview,
  StaffSeasonPreviewInput,
  StaffRatePlan,
  StaffRatePlanInput,
  StaffRoomTypeRates,
  StaffRoomTypeRatesInput,
  StaffSeason,
  StaffSeasonInput,
  StaffSeasonsQuery,
  StaffSeasonsResponse,
  StaffStayRule,
  StaffStayRuleInput,
  StaffStayRulesQuery,
  StaffStayRulesResponse,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

const RATES = ['staff', 'rates'] as const;

/** Every change reloads the rates' lists: one season, plan or slab can move the others' meaning. */
function useRatesMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RATES }),
  });
}

/** GET staff/rates/seasons: searched by name, sorted, a page at a time. */
export async function getSeasons(query: StaffSeasonsQuery, { signal }: RequestOptions = {}) {
  return (await http.get<StaffSeasonsResponse>('staff/rates/seasons', { params: query, signal })).data;
}
export function useSeasons(query: StaffSeasonsQuery) {
  return useQuery({
    queryKey: [...RATES, 'seasons', query],
    queryFn: ({ signal }) => getSeasons(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
/** POST staff/rates/seasons, or PUT staff/rates/seasons/{id} with an id. */
export const useSaveSeason = () =>
  useRatesMutation(
    async ({ id, ...body }: StaffSeasonInput & { id?: number }) =>
      (id === undefined
        ? await http.post<StaffSeason>('staff/rates/seasons', body)
        : await http.put<StaffSeason>(`staff/rates/seasons/${id}`, body)
      ).data,
  );
export const useDeleteSeason = () =>
  useRatesMutation(async (id: number) => {
    await http.delete(`staff/rates/seasons/${id}`);
  });

/** GET staff/rates/plans. */
export function usePlans() {
  return useQuery({
    queryKey: [...RATES, 'plans'],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: StaffRatePlan[] }>('staff/rates/plans', { signal })).data.data,
  });
}
export const useUpdatePlan = () =>
  useRatesMutation(
    async ({ code, ...body }: StaffRatePlanInput & { code: RatePlanCode }) =>
      (await http.put<StaffRatePlan>(`staff/rates/plans/${code}`, body)).data,
  );

/** POST staff/rates/plans: a new plan (a meal plan, a package). */
export const useCreatePlan = () =>
  useRatesMutation(
    async (body: StaffRatePlanCreate) => (await http.post<StaffRatePlan>('staff/rates/plans', body)).data,
  );

/** GET staff/rates/taxes: the GST slabs, latest first. */
export function useGstSlabs() {
  return useQuery({
    queryKey: [...RATES, 'taxes'],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: StaffGstSlab[] }>('staff/rates/taxes', { signal })).data.data,
  });
}
export const useAddGstSchedule = () =>
  useRatesMutation(
    async (body: StaffGstScheduleInput) =>
      (await http.post<{ data: StaffGstSlab[] }>('staff/rates/taxes', body)).data.data,
  );
export const useSetGstRate = () =>
  useRatesMutation(
    async ({ id, rate_percent }: { id: number; rate_percent: number }) =>
      (await http.put<StaffGstSlab>(`staff/rates/taxes/${id}`, { rate_percent })).data,
  );
export const useDeleteGstSchedule = () =>
  useRatesMutation(async (id: number) => {
    await http.delete(`staff/rates/taxes/${id}`);
  });

/** GET staff/rates/coupons: searched by code or title, sorted, a page at a time. */
export async function getCoupons(query: StaffCouponsQuery, { signal }: RequestOptions = {}) {
  return (await http.get<StaffCouponsResponse>('staff/rates/coupons', { params: query, signal })).data;
}
export function useCoupons(query: StaffCouponsQuery) {
  return useQuery({
    queryKey: [...RATES, 'coupons', query],
    queryFn: ({ signal }) => getCoupons(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
export const useSetCouponLimits = () =>
  useRatesMutation(
    async ({ id, ...body }: StaffCouponLimits & { id: number }) =>
      (await http.put<StaffCoupon>(`staff/rates/coupons/${id}`, body)).data,
  );

/** GET staff/rates/room-types: each type's occupancy and extra-guest prices. */
export function useRoomTypeRates() {
  return useQuery({
    queryKey: [...RATES, 'room-types'],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: StaffRoomTypeRates[] }>('staff/rates/room-types', { signal })).data.data,
  });
}
export const useSetRoomTypeRates = () =>
  useRatesMutation(
    async ({ id, ...body }: StaffRoomTypeRatesInput & { id: number }) =>
      (await http.put<StaffRoomTypeRates>(`staff/rates/room-types/${id}`, body)).data,
  );

/** GET staff/rates/stay-rules: sorted, a page at a time. */
export function useStayRules(query: StaffStayRulesQuery) {
  return useQuery({
    queryKey: [...RATES, 'stay-rules', query],
    queryFn: async ({ signal }) =>
      (await http.get<StaffStayRulesResponse>('staff/rates/stay-rules', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
/** POST staff/rates/stay-rules, or PUT staff/rates/stay-rules/{id} with an id. */
export const useSaveStayRule = () =>
  useRatesMutation(
    async ({ id, ...body }: StaffStayRuleInput & { id?: number }) =>
      (id === undefined
        ? await http.post<StaffStayRule>('staff/rates/stay-rules', body)
        : await http.put<StaffStayRule>(`staff/rates/stay-rules/${id}`, body)
      ).data,
  );
export const useDeleteStayRule = () =>
  useRatesMutation(async (id: number) => {
    await http.delete(`staff/rates/stay-rules/${id}`);
  });

/** GET staff/rates/calendar: a room type's month of prices, rooms left and restrictions. */
export function useRateCalendar(roomType: number | undefined, month: string) {
  return useQuery({
    queryKey: [...RATES, 'calendar', roomType, month],
    queryFn: async ({ signal }) =>
      (
        await http.get<StaffRateCalendar>('staff/rates/calendar', {
          params: { room_type: roomType, month },
          signal,
        })
      ).data,
    enabled: roomType !== undefined,
    placeholderData: keepPreviousData,
  });
}
/** PUT staff/rates/calendar: restrictions set or cleared over a range of days. */
export const useSetRestrictions = () =>
  useRatesMutation(
    async (body: StaffRateCalendarUpdate) =>
      (await http.put<{ nights: number }>('staff/rates/calendar', body)).data,
  );

/** POST staff/rates/seasons/preview: the nightly prices a season would make, saving nothing. */
export const usePreviewSeason = () =>
  useMutation({
    mutationFn: async (body: StaffSeasonPreviewInput) =>
      (await http.post<StaffSeasonPreview>('staff/rates/seasons/preview', body)).data,
  });
