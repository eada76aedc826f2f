import { type QueryClient } from '@tanstack/react-query';
import { blogPostsQuery } from '../../api/get-blog-posts';
import { brandsQuery } from '../../api/get-brands';
import { offersQuery } from '../../api/get-offers';
import { roomTypesQuery } from '../../api/get-room-types';
import { testimonialsQuery } from '../../api/get-testimonials';

/** Asks for every list the home page shows, as its sections will: they then find it cached or coming. */
export function prefetchHome(client: QueryClient) {
  void client.prefetchQuery(roomTypesQuery());
  void client.prefetchQuery(offersQuery());
  void client.prefetchQuery(testimonialsQuery());
  void client.prefetchQuery(blogPostsQuery());
  void client.prefetchQuery(brandsQuery());
}
