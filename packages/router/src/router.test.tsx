import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createBrowserRouter,
  Link,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './index';

/** The shell's shape: a layout whose main area starts afresh on every navigation. */
function Layout() {
  const location = useLocation();
  return (
    <>
      <nav>
        <Link to="/home">Home</Link>
        <Link to="/blog/amber-fort">Amber Fort</Link>
      </nav>
      <main key={location.key}>
        <Outlet />
      </main>
      <output aria-label="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

/** Shows whether its view was kept: the count goes back to 0 when it is mounted again. */
function Home() {
  const [visits, setVisits] = useState(0);
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <button onClick={() => setVisits(visits + 1)}>Counted {visits}</button>
      <button onClick={() => navigate('/login', { state: { from: '/home' } })}>Log in</button>
      <button onClick={() => navigate('/login', { replace: true })}>Log in instead</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function BlogPost() {
  const { slug } = useParams();
  return <h1>Post {slug}</h1>;
}

function Menu() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <h1>Menu of category {searchParams.get('category') ?? 'all'}</h1>
      <button onClick={() => setSearchParams({ category: '2' })}>Mains</button>
      <button onClick={() => setSearchParams((current) => ({ ...Object.fromEntries(current), veg: '1' }))}>
        Vegetarian
      </button>
      <button onClick={() => setSearchParams('', { replace: true })}>All</button>
    </>
  );
}

const toHome = <Navigate to="/home" replace />;
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: toHome },
      { path: 'home', element: <Home /> },
      { path: 'blog/:slug', element: <BlogPost /> },
      { path: 'login', element: <h1>Login</h1> },
      { path: 'menu', element: <Menu /> },
      { path: '*', element: toHome },
    ],
  },
];

/** Opens the site at `url`, as a visitor typing it in would. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
  const entriesBefore = window.history.length;
  render(<RouterProvider router={createBrowserRouter(routes)} />);
  return { entriesAdded: () => window.history.length - entriesBefore };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const url = () => window.location.pathname + window.location.search;

describe('the router', () => {
  it('renders the matched route inside its layout, with the URL params', () => {
    visit('/blog/amber-fort');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(heading()).toBe('Post amber-fort');
  });

  it.each(['/', '/no-such-page', '/deeply/unknown/path'])(
    'sends %s to /home, replacing it in the history',
    (path) => {
      const { entriesAdded } = visit(path);
      expect(heading()).toBe('Home');
      expect(url()).toBe('/home');
      expect(entriesAdded()).toBe(0);
    },
  );

  it('follows a link client-side, adding a history entry', async () => {
    const { entriesAdded } = visit('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Amber Fort' }));
    expect(heading()).toBe('Post amber-fort');
    expect(url()).toBe('/blog/amber-fort');
    expect(entriesAdded()).toBe(1);
  });

  it('navigates with state, or replacing the entry, and goes back', async () => {
    const { entriesAdded } = visit('/blog/amber-fort');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(heading()).toBe('Login');
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('{"from":"/home"}');
    expect(entriesAdded()).toBe(2);

    await act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in instead' }));
    expect(url()).toBe('/login');
    expect(entriesAdded()).toBe(2);

    await act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Post amber-fort' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('null');
  });

  it('goes back with navigate(-1), and forward again with the browser', async () => {
    visit('/blog/amber-fort');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Post amber-fort' })).toBeInTheDocument();
    await act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('starts the view afresh when the page shown is navigated to again, without a new history entry', async () => {
    const { entriesAdded } = visit('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Counted 0' }));
    expect(screen.getByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(entriesAdded()).toBe(0);
  });

  it('keeps the view when a fragment link (the skip link) moves within the page', async () => {
    visit('/blog/amber-fort');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Counted 0' }));
    // What the browser does for <a href="#main">: an entry of its own, without our key, then popstate.
    act(() => {
      window.history.pushState(null, '', '/home#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
  });

  it('reads the query string, and sets it on the same path', async () => {
    const { entriesAdded } = visit('/menu?category=1');
    expect(heading()).toBe('Menu of category 1');
    await userEvent.click(screen.getByRole('button', { name: 'Mains' }));
    expect(heading()).toBe('Menu of category 2');
    expect(url()).toBe('/menu?category=2');
    await userEvent.click(screen.getByRole('button', { name: 'Vegetarian' }));
    expect(url()).toBe('/menu?category=2&veg=1');
    expect(entriesAdded()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(heading()).toBe('Menu of category all');
    expect(url()).toBe('/menu');
    expect(entriesAdded()).toBe(2);
  });
});
