import { getPaged, type RequestOptions } from '@haveli/api-client';
import { PAGE_SIZE, type Paged, type PageQuery, type Testimonial } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';

export function getTestimonials(query: PageQuery, options?: RequestOptions): Promise<Paged<Testimonial>> {
  return getPaged('web/testimonial/get_with_pagination', query, options);
}

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
