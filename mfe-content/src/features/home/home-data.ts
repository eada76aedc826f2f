import { type QueryClient } from '@tanstack/react-query';
import { blogPostsQuery } from '../../api/get-blog-posts';
import { brandsQuery } from '../../api/get-brands';
import { offersQuery } from '../../api/get-offers';
import { roomTypesQuery } from '../../api/get-room-types';
import { testimonialsQuery } from '../../api/get-testimonials';

/**
 * Asks for every list the home page shows, as its sections will: they then find it cached or coming.
 * Settles when all have come (or failed).
 */
export function prefetchHome(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(roomTypesQuery()),
    client.prefetchQuery(offersQuery()),
    client.prefetchQuery(testimonialsQuery()),
    client.prefetchQuery(blogPostsQuery()),
    client.prefetchQuery(brandsQuery()),
  ]);
}
