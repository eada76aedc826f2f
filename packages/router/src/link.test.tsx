import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { Link, NavLink, useLocation } from './index';
import { MemoryRouter } from './testing';

function WhereAmI() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderAt(path: string, links: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>{links}</nav>
      <WhereAmI />
    </MemoryRouter>,
  );
}

/** Whether the browser was left to follow the click itself (jsdom cannot, so it is stopped here). */
let leftToBrowser: boolean | undefined;
const stopBrowserNavigation = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  leftToBrowser = undefined;
  document.addEventListener('click', stopBrowserNavigation);
});
afterEach(() => document.removeEventListener('click', stopBrowserNavigation));

describe('Link', () => {
  it('points at the path, and follows a plain left click inside the app', async () => {
    renderAt('/home', <Link to="/menu?category=2">Menu</Link>);
    const link = screen.getByRole('link', { name: 'Menu' });
    expect(link).toHaveAttribute('href', '/menu?category=2');
    await userEvent.click(link);
    expect(leftToBrowser).toBe(false);
    expect(screen.getByText('Now at /menu')).toBeInTheDocument();
  });

  it.each([
    ['a Ctrl-click', { ctrlKey: true }],
    ['a Cmd-click', { metaKey: true }],
    ['a Shift-click', { shiftKey: true }],
    ['an Alt-click', { altKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser (a new tab, window or download)', (_name, click) => {
    renderAt('/home', <Link to="/menu">Menu</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }), click);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByText('Now at /home')).toBeInTheDocument();
  });

  it('leaves to the browser a link to another target, a download, or another site', async () => {
    renderAt(
      '/home',
      <>
        <Link to="/menu" target="_blank">
          Menu in a new tab
        </Link>
        <Link to="/api/menu.pdf" download>
          Menu as PDF
        </Link>
        <Link to="https://maps.example.com/haveli">Map</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/haveli',
    );
    for (const name of ['Menu in a new tab', 'Menu as PDF', 'Map']) {
      await userEvent.click(screen.getByRole('link', { name }));
      expect(leftToBrowser).toBe(true);
      expect(screen.getByText('Now at /home')).toBeInTheDocument();
    }
  });

  it('follows an absolute URL to this site inside the app', async () => {
    renderAt('/home', <Link to={`${window.location.origin}/rooms`}>Rooms</Link>);
    expect(screen.getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/rooms');
    await userEvent.click(screen.getByRole('link', { name: 'Rooms' }));
    expect(screen.getByText('Now at /rooms')).toBeInTheDocument();
  });

  it('runs its own onClick first, and stays put when that prevents the default', async () => {
    const onClick = jest.fn((event: ReactMouseEvent) => event.preventDefault());
    renderAt(
      '/home',
      <Link to="/menu" onClick={onClick}>
        Menu
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Now at /home')).toBeInTheDocument();
  });
});

describe('NavLink', () => {
  const nav = (
    <>
      <NavLink className="nav-link" to="/home">
        Home
      </NavLink>
      <NavLink className="nav-link" to="/blog">
        Blog
      </NavLink>
      <NavLink className="nav-link" to="/blog" end>
        All posts
      </NavLink>
    </>
  );
  const link = (name: string) => screen.getByRole('link', { name });

  it('marks the link to the current page active, and only that one', () => {
    renderAt('/home', nav);
    expect(link('Home')).toHaveClass('nav-link active', { exact: true });
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
    expect(link('Blog')).toHaveClass('nav-link', { exact: true });
    expect(link('Blog')).not.toHaveAttribute('aria-current');
  });

  it('stays active on the pages below its path, unless `end` is set', () => {
    renderAt('/blog/amber-fort', nav);
    expect(link('Blog')).toHaveAttribute('aria-current', 'page');
    expect(link('All posts')).not.toHaveAttribute('aria-current');
    expect(link('Home')).not.toHaveAttribute('aria-current');
  });

  it('is not active on a path that only starts with the same letters', () => {
    renderAt('/blogs', nav);
    expect(link('Blog')).not.toHaveClass('active');
  });

  it('follows the navigation', async () => {
    renderAt('/home', nav);
    await userEvent.click(link('Blog'));
    expect(link('Blog')).toHaveClass('active');
    expect(link('Home')).not.toHaveClass('active');
  });
});
