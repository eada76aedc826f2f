import { Link, Route, Routes, useNavigate } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Layout } from './layout';

/** A page with something the guest changed on it, lost only if the page is drawn afresh. */
function Rooms() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>Rooms</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Chosen {count}
      </button>
      <Link to="/rooms?view=grid">Grid view</Link>
      <Link to="/faq">FAQ</Link>
    </>
  );
}

/** A form that moves on once the server answers, as logging in does. */
function SlowForm() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Login</h1>
      <button type="button" onClick={() => setTimeout(() => void navigate('/faq'), 50)}>
        Send
      </button>
    </>
  );
}

function renderSite(start = '/rooms') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="rooms" element={<Rooms />} />
          <Route path="faq" element={<h1>Frequently Asked Questions</h1>} />
          <Route path="login" element={<SlowForm />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true }));

describe('moving between pages', () => {
  it('keeps the page over a new query string, and draws it afresh on a link to the URL already shown', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('button', { name: 'Chosen 0' }));
    await userEvent.click(screen.getByRole('link', { name: 'Grid view' }));
    expect(screen.getByRole('button', { name: 'Chosen 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Grid view' }));
    expect(screen.getByRole('button', { name: 'Chosen 0' })).toBeInTheDocument();
  });

  it("moves focus to the new page's heading, and leaves it alone on the first page", async () => {
    renderSite();
    expect(screen.getByRole('heading', { name: 'Rooms' })).not.toHaveFocus();
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveFocus();
  });

  it('leaves focus where the guest moved it while the new page was coming', async () => {
    renderSite('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const [elsewhere] = within(screen.getByRole('banner')).getAllByRole('link');
    if (!elsewhere) throw new Error('the header has no link');
    elsewhere.focus();
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    expect(elsewhere).toHaveFocus();
  });
});
