import { getTestimonials } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { useQuery } from '@tanstack/react-query';

/** One page of guest testimonials (SPEC §9: five a page). */
export function useTestimonials(page = 1) {
  const query = { page, limit: PAGE_SIZE.testimonials };
  return useQuery({
    queryKey: ['testimonials', query],
    queryFn: ({ signal }) => getTestimonials(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
