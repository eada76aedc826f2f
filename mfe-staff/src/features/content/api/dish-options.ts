import { http, type RequestOptions } from '@haveli/api-client';
import type { AdminDishOptions, AdminDishOptionsResponse } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

/** GET food-items/{id}/options: the dish's option groups with their values. */
export async function getDishOptions(
  id: number,
  { signal }: RequestOptions = {},
): Promise<AdminDishOptionsResponse> {
  const { data } = await http.get<AdminDishOptionsResponse>(`food-items/${id}/options`, { signal });
  return data;
}

/** PUT food-items/{id}/options: every group as the form holds it. */
export async function saveDishOptions(id: number, body: AdminDishOptions): Promise<AdminDishOptionsResponse> {
  const { data } = await http.put<AdminDishOptionsResponse>(`food-items/${id}/options`, body);
  return data;
}

export function useDishOptions(id: number) {
  return useQuery({
    queryKey: ['content', 'food-items', 'options', id],
    queryFn: ({ signal }) => getDishOptions(id, { signal }),
    refetchOnWindowFocus: false,
  });
}

export function useSaveDishOptions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDishOptions) => saveDishOptions(id, body),
    onSuccess: (saved) => queryClient.setQueryData(['content', 'food-items', 'options', id], saved),
  });
}
