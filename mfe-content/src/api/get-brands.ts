import { getBrands } from '@haveli/api-client';
import { queryOptions, useQuery } from '@haveli/query';

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
