import { use, useCallback, useMemo } from 'react';
import { RouteContext, useRouter, useRouterState } from './context';
import type { Location, NavigateOptions } from './location';
import type { Params } from './match-routes';
import type { Router } from './router';

export const useLocation = (): Location => useRouterState().location;

/** Stable across renders, like react-router's in a data router. */
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

/** Every `:param` of the matched routes, decoded. */
export const useParams = (): Params => use(RouteContext).params;

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const current = new URLSearchParams(router.state.location.search);
      router.navigate(`?${new URLSearchParams(typeof next === 'function' ? next(current) : next)}`, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}
