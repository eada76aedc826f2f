import { useSearchParams } from '@haveli/router';

/** The category a menu address asks for (`?category=3`), or none for anything that is not an id. */
export function categoryIn(searchParams: URLSearchParams): number | undefined {
  const value = searchParams.get('category');
  const id = value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}

/** `?veg=1`: the menu shows vegetarian dishes only. */
export const vegOnlyIn = (searchParams: URLSearchParams): boolean => searchParams.get('veg') === '1';

/** `/menu?category=<id>`: the category the menu is filtered by, when the URL names a valid one. */
export function useCategoryFilter(): number | undefined {
  const [searchParams] = useSearchParams();
  return categoryIn(searchParams);
}

/** `/menu?veg=1`: vegetarian dishes only, kept in the address so it can be shared and survives a reload. */
export function useVegOnlyFilter(): [boolean, (vegOnly: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setVegOnly = (vegOnly: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (vegOnly) next.set('veg', '1');
        else next.delete('veg');
        return next;
      },
      { replace: true },
    );
  return [vegOnlyIn(searchParams), setVegOnly];
}
