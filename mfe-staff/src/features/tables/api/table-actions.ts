import { http } from '@haveli/api-client';
import type { StaffClosureRequest, StaffTableBooking, StaffTableBookingRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

interface Answer {
  message: string;
  booking: StaffTableBooking;
}

export type TableAction =
  | { id: number; action: 'seat' | 'finish' | 'no-show' }
  | { id: number; action: 'move'; table_id: number }
  | { id: number; action: 'cancel'; reason: string };

/** POST staff/table-bookings/{id}/{action}: seat, move, finish, no-show or cancel a party. */
export async function actOnTable({ id, action, ...body }: TableAction): Promise<Answer> {
  const { data } = await http.post<Answer>(`staff/table-bookings/${id}/${action}`, body);
  return data;
}

/** POST staff/table-bookings: a phone or walk-in party. */
export async function createTableBooking(booking: StaffTableBookingRequest): Promise<Answer> {
  const { data } = await http.post<Answer>('staff/table-bookings', booking);
  return data;
}

/** POST staff/restaurants/{id}/closures. */
export async function addClosure(restaurantId: number, closure: StaffClosureRequest) {
  await http.post(`staff/restaurants/${restaurantId}/closures`, closure);
  return { message: 'Closure added.' };
}

/** DELETE staff/restaurants/{id}/closures/{closureId}. */
export async function removeClosure(restaurantId: number, closureId: number) {
  await http.delete(`staff/restaurants/${restaurantId}/closures/${closureId}`);
  return { message: 'Closure removed.' };
}

/** Every write of the floor reads the floor again after, whatever its outcome. */
function useFloorWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'tables'] }),
  });
}

export const useTableAction = () => useFloorWrite(actOnTable);
export const useCreateTableBooking = () => useFloorWrite(createTableBooking);
export const useAddClosure = () =>
  useFloorWrite(({ restaurantId, closure }: { restaurantId: number; closure: StaffClosureRequest }) =>
    addClosure(restaurantId, closure),
  );
export const useRemoveClosure = () =>
  useFloorWrite(({ restaurantId, closureId }: { restaurantId: number; closureId: number }) =>
    removeClosure(restaurantId, closureId),
  );
