import { useSearchParams } from '@haveli/router';

/** The category a menu address asks for (`?category=3`), or none for anything that is not an id. */
export function categoryIn(searchParams: URLSearchParams): number | undefined {
  const value = searchParams.get('category');
  const id = value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}

/** `/menu?category=<id>`: the category the menu is filtered by, when the URL names a valid one. */
export function useCategoryFilter(): number | undefined {
  const [searchParams] = useSearchParams();
  return categoryIn(searchParams);
}
