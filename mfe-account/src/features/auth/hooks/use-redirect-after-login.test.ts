import { targetAfterLogin } from './use-redirect-after-login';

describe('targetAfterLogin', () => {
  it.each([
    [undefined, '/user-dashboard'],
    [null, '/user-dashboard'],
    [{}, '/user-dashboard'],
    [{ from: '/user-booking' }, '/user-booking'],
    [{ from: { pathname: '/cart', search: '?step=2', hash: '#total' } }, '/cart?step=2#total'],
    [{ from: { pathname: '/menu' } }, '/menu'],
    [{ from: 'https://evil.example/' }, '/user-dashboard'],
    [{ from: '//evil.example/' }, '/user-dashboard'],
    [{ from: '/\\evil.example/' }, '/user-dashboard'],
    [{ from: '/login' }, '/user-dashboard'],
    [{ from: '/logout?x=1' }, '/user-dashboard'],
    [{ from: 42 }, '/user-dashboard'],
  ])('sends %j to %s', (state, target) => {
    expect(targetAfterLogin(state)).toBe(target);
  });

  it.each([
    ['manager', {}, '/staff'],
    ['kitchen', undefined, '/staff'],
    ['front_desk', { from: '//evil.example/' }, '/staff'],
    ['front_desk', { from: '/staff/kitchen' }, '/staff/kitchen'],
    ['user', {}, '/user-dashboard'],
  ])('sends a %s signing in with %j to %s', (role, state, target) => {
    expect(targetAfterLogin(state, role)).toBe(target);
  });
});
