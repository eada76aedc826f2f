import { matchRoutes, type RouteObject } from './match-routes';

const layout: RouteObject = { element: 'layout' };
const routes: RouteObject[] = [
  {
    ...layout,
    children: [
      { index: true, element: 'index' },
      { path: '*', element: 'unknown' },
      { path: 'blog', element: 'blog list' },
      { path: 'blog/:slug', element: 'blog post' },
      { path: 'blog/new', element: 'new post' },
      { path: 'RoomType', element: 'room type' },
      { path: 'edit-profile/:userId', element: 'edit profile' },
    ],
  },
];

/** What each matched route renders, outermost first, and the params they see. */
const match = (pathname: string) => {
  const matches = matchRoutes(routes, pathname);
  return matches && { elements: matches.map(({ route }) => route.element), params: matches[0]?.params };
};

describe('matchRoutes', () => {
  it('renders a child inside its layout, and the index route on the parent path', () => {
    expect(match('/blog')).toEqual({ elements: ['layout', 'blog list'], params: {} });
    expect(match('/')).toEqual({ elements: ['layout', 'index'], params: {} });
  });

  it('captures and decodes :params, the same for every level of the match', () => {
    expect(match('/blog/a-morning-at-amber-fort')?.params).toEqual({ slug: 'a-morning-at-amber-fort' });
    expect(match('/edit-profile/7')?.params).toEqual({ userId: '7' });
    expect(match('/blog/caf%C3%A9%20royal')?.params).toEqual({ slug: 'café royal' });
    expect(match('/blog/%E0%A4')?.params).toEqual({ slug: '%E0%A4' });
  });

  it('prefers a static segment to a param and a param to the catch-all, whatever the order', () => {
    expect(match('/blog/new')?.elements).toEqual(['layout', 'new post']);
    expect(match('/blog/x')?.elements).toEqual(['layout', 'blog post']);
    expect(match('/deeply/unknown/path')).toEqual({
      elements: ['layout', 'unknown'],
      params: { '*': 'deeply/unknown/path' },
    });
  });

  it('ignores case and a trailing slash, but not extra segments', () => {
    expect(match('/roomtype')?.elements).toEqual(['layout', 'room type']);
    expect(match('/blog/')?.elements).toEqual(['layout', 'blog list']);
    expect(match('/blog/x/comments')?.elements).toEqual(['layout', 'unknown']);
  });

  it('matches nothing when no route fits and there is no catch-all', () => {
    expect(matchRoutes([{ path: '/menu', element: 'menu' }], '/cart')).toBeNull();
    expect(matchRoutes([{ element: 'layout', children: [] }], '/')).toBeNull();
  });
});
