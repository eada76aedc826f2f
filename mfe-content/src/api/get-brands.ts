import { getBrands } from '@haveli/api-client';
import { useQuery } from '@tanstack/react-query';

/** A page of partner brands; the strips show the first twelve. */
export function useBrands(page = 1, limit = 12) {
  const query = { page, limit };
  return useQuery({
    queryKey: ['brands', query],
    queryFn: ({ signal }) => getBrands(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
