import { http, type RequestOptions } from '@haveli/api-client';
import type { CategoryPage, PagesByCategoryResponse } from '@haveli/contracts';

/** SPEC §7 web/page/cat/{categoryId}: every page of a category, in display order. */
export async function getPagesByCategory<T extends CategoryPage>(
  category: T['category'],
  { signal }: RequestOptions = {},
): Promise<PagesByCategoryResponse<T>> {
  const { data } = await http.get<PagesByCategoryResponse<T>>(`web/page/cat/${category}`, { signal });
  return data;
}
