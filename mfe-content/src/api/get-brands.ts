import { getPaged, type RequestOptions } from '@haveli/api-client';
import type { Brand, Paged, PageQuery } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';

export function getBrands(query: PageQuery, options?: RequestOptions): Promise<Paged<Brand>> {
  return getPaged('web/brand/get_with_pagination', query, options);
}

/** A page of partner brands; the strips show the first twelve. */
export function brandsQuery(page = 1, limit = 12) {
  const query = { page, limit };
  return queryOptions({
    queryKey: ['brands', query],
    queryFn: ({ signal }) => getBrands(query, { signal }),
  });
}

export function useBrands(page = 1, limit = 12) {
  return useQuery({ ...brandsQuery(page, limit), placeholderData: (previous) => previous });
}
