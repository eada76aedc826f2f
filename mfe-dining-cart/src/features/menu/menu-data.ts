import { type QueryClient } from '@haveli/query';
import { foodItemsQuery } from './api/get-food-items';
import { categoryIn, vegOnlyIn } from './hooks/use-category-filter';

/**
 * Asks for the first page of the menu the address shows, as the menu will: it then finds it cached or
 * coming. Settles when it has come (or failed).
 */
export function prefetchMenu(client: QueryClient, search = window.location.search): Promise<void> {
  const params = new URLSearchParams(search);
  return client.prefetchQuery(foodItemsQuery(1, categoryIn(params), vegOnlyIn(params)));
}
