import { parseRouteList } from './federation';

describe('a remote’s published route list', () => {
  it('keeps each route’s path, page, title and sign-in flag', () => {
    expect(
      parseRouteList(
        [
          { path: 'menu', page: 'menu', title: 'Our Menu' },
          { path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true, extra: 1 },
        ],
        'routes.json',
      ),
    ).toEqual([
      { path: 'menu', page: 'menu', title: 'Our Menu' },
      { path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true },
    ]);
  });

  it.each([
    [{ routes: [] }, 'routes.json: the route list is not a list'],
    [[{ path: 'menu', page: 'menu' }], 'routes.json: route 0 needs a path, a page and a title'],
    [[{ path: 'menu', page: 'menu', title: 'Menu', signIn: 'yes' }], 'routes.json: route 0 has a signIn'],
  ])('refuses %j, saying what is wrong', (list, message) => {
    expect(() => parseRouteList(list, 'routes.json')).toThrow(message);
  });
});
