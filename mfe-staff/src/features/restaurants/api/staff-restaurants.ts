import { http, type RequestOptions } from '@haveli/api-client';
import type {
  StaffRestaurant,
  StaffRestaurantHoursRequest,
  StaffRestaurantsResponse,
  StaffRestaurantTablesQuery,
  StaffRestaurantTablesResponse,
  StaffTableInput,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET staff/restaurants: each restaurant with its week's hours and its tables in service. */
export async function getStaffRestaurants({ signal }: RequestOptions = {}): Promise<StaffRestaurant[]> {
  const { data } = await http.get<StaffRestaurantsResponse>('staff/restaurants', { signal });
  return data.restaurants;
}

export function useStaffRestaurants() {
  return useQuery({
    queryKey: ['staff', 'restaurants'],
    queryFn: ({ signal }) => getStaffRestaurants({ signal }),
  });
}

/** GET staff/restaurants/{id}/tables: one page of its tables in service, searched and sorted. */
export async function getRestaurantTables(
  restaurantId: number,
  query: StaffRestaurantTablesQuery,
  { signal }: RequestOptions = {},
): Promise<StaffRestaurantTablesResponse> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const { data } = await http.get<StaffRestaurantTablesResponse>(`staff/restaurants/${restaurantId}/tables`, {
    params,
    signal,
  });
  return data;
}

export function useRestaurantTables(restaurantId: number, query: StaffRestaurantTablesQuery) {
  return useQuery({
    queryKey: ['staff', 'restaurants', restaurantId, 'tables', query],
    queryFn: ({ signal }) => getRestaurantTables(restaurantId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change answers with the restaurant as it now is; the lists and day views read again after. */
function useRestaurantChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** PUT staff/restaurants/{id}/hours: the whole week's services. */
export function useSaveHours() {
  return useRestaurantChange(
    async ({ restaurantId, hours }: StaffRestaurantHoursRequest & { restaurantId: number }) =>
      (await http.put<StaffRestaurant>(`staff/restaurants/${restaurantId}/hours`, { hours })).data,
  );
}

/** POST staff/restaurants/{id}/tables, or PUT …/tables/{tableId} when the table exists. */
export function useSaveTable() {
  return useRestaurantChange(
    async ({
      restaurantId,
      tableId,
      ...table
    }: StaffTableInput & { restaurantId: number; tableId?: number | undefined }) => {
      const url = `staff/restaurants/${restaurantId}/tables`;
      return (
        tableId === undefined
          ? await http.post<StaffRestaurant>(url, table)
          : await http.put<StaffRestaurant>(`${url}/${tableId}`, table)
      ).data;
    },
  );
}

/** DELETE staff/restaurants/{id}/tables/{tableId}: the table is retired. */
export function useRetireTable() {
  return useRestaurantChange(async ({ restaurantId, tableId }: { restaurantId: number; tableId: number }) => {
    await http.delete(`staff/restaurants/${restaurantId}/tables/${tableId}`);
  });
}
