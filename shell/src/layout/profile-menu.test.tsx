import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { createFocusHandOver } from './focus-hand-over';
import { ProfileMenu } from './profile-menu';

function renderMenu(onNavigate = jest.fn()) {
  render(
    <MemoryRouter>
      <ProfileMenu name="Meera Rathore" onNavigate={onNavigate} />
      <a href="/after">After the menu</a>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Meera Rathore' });
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('the profile menu button (WAI-ARIA menu button)', () => {
  it('says it opens a menu, and is closed at first', () => {
    const button = renderMenu();

    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on its first item when the guest pressed the button before the menu’s code had come', () => {
    render(
      <MemoryRouter>
        <ProfileMenu name="Meera Rathore" onNavigate={jest.fn()} openAtStart="first" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('button', { name: 'Meera Rathore' })).toHaveAttribute('aria-expanded', 'true');
    expect(item('Profile')).toHaveFocus();
  });

  it('opens on its last item when the guest pressed Up before the code came', () => {
    render(
      <MemoryRouter>
        <ProfileMenu name="Meera Rathore" onNavigate={jest.fn()} openAtStart="last" />
      </MemoryRouter>,
    );
    expect(item('Logout')).toHaveFocus();
  });

  it('takes the focus the button drawn while its code came had, and only once', () => {
    const handOver = createFocusHandOver();
    handOver.give(true);
    render(
      <MemoryRouter>
        <ProfileMenu name="Meera Rathore" onNavigate={jest.fn()} focusHandOver={handOver} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Meera Rathore' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Meera Rathore' })).toHaveAttribute('aria-expanded', 'false');
    expect(handOver.take()).toBe(false);
  });

  it.each([
    ['Enter', '{Enter}', 'Profile'],
    ['Space', ' ', 'Profile'],
    ['Down', '{ArrowDown}', 'Profile'],
    ['Up', '{ArrowUp}', 'Logout'],
  ])('opens with %s on the button, on its first or last item', async (_key, keys, first) => {
    const button = renderMenu();
    button.focus();

    await userEvent.keyboard(keys);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Meera Rathore' })).toBeVisible();
    expect(item(first)).toHaveFocus();
  });

  it('moves with Down, Up (both wrapping), Home, End and a letter', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');

    await userEvent.keyboard('{ArrowDown}');
    expect(item('Settings')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('o');
    expect(item('Orders')).toHaveFocus();
    await userEvent.keyboard('n');
    expect(item('Notifications')).toHaveFocus();
  });

  it('keeps only the focused item in the Tab order of the page: items are reached with the arrows', async () => {
    const button = renderMenu();
    await userEvent.click(button);

    for (const menuItem of screen.getAllByRole('menuitem'))
      expect(menuItem).toHaveAttribute('tabindex', '-1');
  });

  it('closes with Escape, focus back on the button', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    expect(item('Profile')).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with Tab, focus moving on', async () => {
    const button = renderMenu();
    await userEvent.click(button);

    await userEvent.tab();

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when an item is chosen, or on a click elsewhere', async () => {
    const onNavigate = jest.fn();
    const button = renderMenu(onNavigate);
    await userEvent.click(button);

    await userEvent.click(item('Orders'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads a member of staff to the back office first, and a guest never', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProfileMenu name="Meera Rathore" onNavigate={jest.fn()} openAtStart="first" staff />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('menuitem')[0]).toHaveAccessibleName('Back office');
    expect(item('Back office')).toHaveAttribute('href', '/staff');
    unmount();
    render(
      <MemoryRouter>
        <ProfileMenu name="Meera Rathore" onNavigate={jest.fn()} openAtStart="first" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('menuitem', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
