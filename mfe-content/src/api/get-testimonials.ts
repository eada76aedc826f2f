import { getTestimonials } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';

/** One page of guest testimonials (SPEC §9: five a page). */
export function testimonialsQuery(page = 1) {
  const query = { page, limit: PAGE_SIZE.testimonials };
  return queryOptions({
    queryKey: ['testimonials', query],
    queryFn: ({ signal }) => getTestimonials(query, { signal }),
  });
}

export function useTestimonials(page = 1) {
  return useQuery({ ...testimonialsQuery(page), placeholderData: (previous) => previous });
}
