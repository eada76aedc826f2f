import type { AdminDeleted, AdminEntity, PageQuery, Paged } from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** SPEC §7 generic entity helper (staff only): GET {entity}. */
export async function listEntity<T>(
  entity: AdminEntity,
  query: PageQuery,
  { signal }: RequestOptions = {},
): Promise<Paged<T>> {
  const { data } = await http.get<Paged<T>>(entity, { params: query, signal });
  return data;
}

export async function createEntity<T>(entity: AdminEntity, body: object): Promise<T> {
  const { data } = await http.post<T>(entity, body);
  return data;
}

/** PUT {entity}/{id}: changes only the fields sent. */
export async function updateEntity<T>(entity: AdminEntity, id: number, body: object): Promise<T> {
  const { data } = await http.put<T>(`${entity}/${id}`, body);
  return data;
}

export async function deleteEntity(entity: AdminEntity, id: number): Promise<AdminDeleted> {
  const { data } = await http.delete<AdminDeleted>(`${entity}/delete/${id}`);
  return data;
}
