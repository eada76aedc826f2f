import { http, type RequestOptions } from '@haveli/api-client';
import type { AdminContentEntity, AdminContentListQuery, AdminDeleted, Paged } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';

export type ContentRecord = Record<string, unknown> & { id: number };

/** Records a content list shows a page of. */
export const CONTENT_PAGE_SIZE = 20;

/** GET {entity}: a page of records, searched and sorted by the API. */
export async function getContentRecords(
  entity: AdminContentEntity,
  query: AdminContentListQuery,
  { signal }: RequestOptions = {},
): Promise<Paged<ContentRecord>> {
  const { data } = await http.get<Paged<ContentRecord>>(entity, {
    params: { limit: CONTENT_PAGE_SIZE, ...query },
    signal,
  });
  return data;
}

/** GET {entity}/{id}: the record to edit. */
export async function getContentRecord(
  entity: AdminContentEntity,
  id: number,
  { signal }: RequestOptions = {},
): Promise<ContentRecord> {
  const { data } = await http.get<ContentRecord>(`${entity}/${id}`, { signal });
  return data;
}

/** POST {entity} (a new record) or PUT {entity}/{id} (the fields sent change). */
export async function saveContentRecord(
  entity: AdminContentEntity,
  id: number | undefined,
  body: Record<string, unknown>,
): Promise<ContentRecord> {
  const { data } =
    id === undefined
      ? await http.post<ContentRecord>(entity, body)
      : await http.put<ContentRecord>(`${entity}/${id}`, body);
  return data;
}

/** DELETE {entity}/delete/{id}. */
export async function deleteContentRecord(entity: AdminContentEntity, id: number): Promise<AdminDeleted> {
  const { data } = await http.delete<AdminDeleted>(`${entity}/delete/${id}`);
  return data;
}

export function useContentRecords(entity: AdminContentEntity, query: AdminContentListQuery) {
  return useQuery({
    queryKey: ['content', entity, 'list', query],
    queryFn: ({ signal }) => getContentRecords(entity, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContentRecord(entity: AdminContentEntity, id: number | undefined) {
  return useQuery({
    queryKey: ['content', entity, 'record', id],
    queryFn: ({ signal }) => getContentRecord(entity, id ?? 0, { signal }),
    enabled: id !== undefined,
    // The form holds its own draft: reading the record again must not pull the ground from under it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveContentRecord(entity: AdminContentEntity, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveContentRecord(entity, id, body),
    onSuccess: (saved) => queryClient.setQueryData(['content', entity, 'record', saved.id], saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content', entity, 'list'] }),
  });
}

export function useDeleteContentRecord(entity: AdminContentEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContentRecord(entity, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content', entity, 'list'] }),
  });
}

/** POST {entity}/{id}/move: one place up or down the public list's order. */
export async function moveContentRecord(
  entity: AdminContentEntity,
  id: number,
  direction: 'up' | 'down',
): Promise<ContentRecord> {
  const { data } = await http.post<ContentRecord>(`${entity}/${id}/move`, { direction });
  return data;
}

export function useMoveContentRecord(entity: AdminContentEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      moveContentRecord(entity, id, direction),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content', entity, 'list'] }),
  });
}
