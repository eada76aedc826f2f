import { type QueryClient } from '@haveli/query';
import { blogPostsQuery } from '../../api/get-blog-posts';
import { brandsQuery } from '../../api/get-brands';
import { offersQuery } from '../../api/get-offers';
import { roomTypesQuery } from '../../api/get-room-types';
import { testimonialsQuery } from '../../api/get-testimonials';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for every list the home page shows, as its sections will: they then find it cached or coming.
 * The first at once and each next one in a task of its own: sending a request is a few milliseconds
 * of the main thread, and five in one task held it for 20-30 ms while the page was loading. Settles
 * when all have come (or failed).
 */
export async function prefetchHome(client: QueryClient): Promise<unknown> {
  const lists = [
    () => client.prefetchQuery(roomTypesQuery()),
    () => client.prefetchQuery(offersQuery()),
    () => client.prefetchQuery(testimonialsQuery()),
    () => client.prefetchQuery(blogPostsQuery()),
    () => client.prefetchQuery(brandsQuery()),
  ];
  const asked: Promise<void>[] = [];
  for (const ask of lists) {
    if (asked.length > 0) await nextTask();
    asked.push(ask());
  }
  return Promise.all(asked);
}
