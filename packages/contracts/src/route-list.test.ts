import { parseRouteList } from './federation';

describe('a remote’s published route list', () => {
  it('keeps each route’s path, page, title, sign-in and staff flags', () => {
    expect(
      parseRouteList(
        [
          { path: 'menu', page: 'menu', title: 'Our Menu' },
          { path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true, extra: 1 },
          { path: 'staff/kitchen', page: 'kitchen', title: 'Kitchen', staff: true },
        ],
        'routes.json',
      ),
    ).toEqual([
      { path: 'menu', page: 'menu', title: 'Our Menu' },
      { path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true },
      { path: 'staff/kitchen', page: 'kitchen', title: 'Kitchen', staff: true },
    ]);
  });

  it.each([
    [{ routes: [] }, 'routes.json: the route list is not a list'],
    [[{ path: 'menu', page: 'menu' }], 'routes.json: route 0 needs a path, a page and a title'],
    [[{ path: 'menu', page: 'menu', title: 'Menu', signIn: 'yes' }], 'routes.json: route 0 has a signIn'],
    [[{ path: 'staff', page: 'today', title: 'Today', staff: 1 }], 'routes.json: route 0 has a staff'],
  ])('refuses %j, saying what is wrong', (list, message) => {
    expect(() => parseRouteList(list, 'routes.json')).toThrow(message);
  });
});
