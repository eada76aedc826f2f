import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { Page, ShellRequest } from '@haveli/contracts';
import { requests$, subscribeTo } from '@haveli/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/render-page';
import { AboutPage } from './about/about-page';
import { DiningPage } from './dining/dining-page';
import { MeetingsPage } from './meetings/meetings-page';
import { PagePage } from './pages/page-page';
import { RewardsPage } from './rewards/rewards-page';
import { BookingTypePage } from './rooms/booking-type-page';
import { RoomDetailsPage } from './rooms/room-details-page';
import { TeamPage } from './team/team-page';

type Reply = { status: number; data?: unknown } | 'network-error';
const empty: Reply = { status: 200, data: { data: [], total: 0 } };

/** Answers each path from `routes`, and every other list with an empty page. */
function serve(routes: Record<string, () => Reply>) {
  return mockApi((config) => routes[config.url ?? '']?.() ?? empty);
}

const privacy: Page = {
  id: 9,
  category: 'cms',
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  short_desc: 'How we protect your data.',
  description:
    '<h2>1. Data we collect</h2><p onmouseover="steal()">Your name.</p><img src="x" onerror="steal()">',
  image: '/api/images/page-privacy.svg',
  profileImages: '/api/images/page-privacy.svg',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the page viewer', () => {
  it('shows a page’s title, image and sanitised HTML', async () => {
    serve({ 'web/page/slug/privacy-policy': () => ({ status: 200, data: privacy }) });
    const { container } = renderPage(<PagePage />, { url: '/page/privacy-policy', path: '/page/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Data we collect' })).toBeInTheDocument();
    expect(screen.getByText('Your name.')).not.toHaveAttribute('onmouseover');
    expect(container.innerHTML).not.toMatch(/onerror|onmouseover/);
    expect(container.querySelector('.page-article-image')).toHaveAttribute(
      'src',
      '/api/images/page-privacy.svg',
    );
  });

  it('says a missing page is not found, and lists the pages at /page with paging', async () => {
    serve({
      'web/page/slug/nowhere': () => ({
        status: 404,
        data: { statusCode: 404, error: 'Not Found', message: 'Page not found.' },
      }),
      'web/page/get_with_pagination': () => ({ status: 200, data: { data: [privacy], total: 6 } }),
    });
    renderPage(<PagePage />, { url: '/page/nowhere', path: '/page/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    const sent = serve({
      'web/page/get_with_pagination': () => ({ status: 200, data: { data: [privacy], total: 6 } }),
    });
    renderPage(<PagePage />, { url: '/page', path: '/page' });
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/page/privacy-policy',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5, category: 'cms' });
  });
});

describe('the marketing screens', () => {
  it('rewards: cards with discount and Redeem Now, loaded once', async () => {
    const sent = serve({
      'web/page/cat/rewards': () => ({
        status: 200,
        data: {
          message: 'ok',
          page: [
            {
              id: 1,
              category: 'rewards',
              slug: 'gold',
              reward_title: 'Haveli Gold',
              reward_description: 'A room upgrade.',
              image: '/api/images/reward-gold.svg',
              discount: 10,
            },
          ],
        },
      }),
    });
    renderPage(<RewardsPage />, { url: '/rewards' });

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Haveli Gold' })).toBeInTheDocument();
    expect(within(card).getByText('10% off')).toBeInTheDocument();
    expect(within(card).getByText('A room upgrade.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Redeem Now/ })).toHaveAttribute('href', '/user-booking');
    expect(sent.map((config) => config.url)).toEqual(['web/page/cat/rewards']);
  });

  it('team: name, designation and an email link, five a page', async () => {
    const user = userEvent.setup();
    const member = (id: number) => ({
      id,
      category: 'team',
      slug: `member-${id}`,
      title: `Member ${id}`,
      designation: 'Concierge',
      profileImages: '/api/images/team.svg',
      email: `member${id}@haveli.example`,
    });
    serve({
      'web/page/cat/team': () => ({
        status: 200,
        data: { message: 'ok', page: [1, 2, 3, 4, 5, 6].map(member) },
      }),
    });
    renderPage(<TeamPage />, { url: '/team' });

    expect(await screen.findAllByRole('article')).toHaveLength(5);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Concierge')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'member1@haveli.example' })).toHaveAttribute(
      'href',
      'mailto:member1@haveli.example',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Member 6' })).toBeInTheDocument();
  });

  it("about: counters that match the hotel (27 rooms and suites, the guests' rating, 3 restaurants)", () => {
    renderPage(<AboutPage />, { url: '/about' });

    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['27', '4.8', '3']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Rooms & suites',
      'Guest rating',
      'Restaurants',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('meetings: the venues with capacities 20, 100 and 12', () => {
    renderPage(<MeetingsPage />, { url: '/meeting' });

    expect(screen.getByRole('heading', { level: 1, name: 'Meetings & Events' })).toBeInTheDocument();
    const capacities = screen.getAllByText(/ guests$/).map((capacity) => capacity.textContent);
    expect(capacities).toEqual(['20 guests', '100 guests', '12 guests']);
  });

  it('dining: cuisines from the server, five a page, banquets in rupees', async () => {
    const user = userEvent.setup();
    const cuisine = (id: number) => ({
      id,
      name: `Cuisine ${id}`,
      title: 'Kitchen',
      icon: `/api/images/c${id}.svg`,
    });
    const sent = mockApi((config) =>
      config.url === 'web/cuisine/get_with_pagination'
        ? {
            status: 200,
            data: {
              data:
                (config.params as { page: number }).page === 1 ? [1, 2, 3, 4, 5].map(cuisine) : [cuisine(6)],
              total: 6,
            },
          }
        : empty,
    );
    renderPage(<DiningPage />, { url: '/dining' });

    const cuisines = screen.getByRole('region', { name: 'Our Cuisines' });
    expect(await within(cuisines).findAllByRole('article')).toHaveLength(5);
    await user.click(within(cuisines).getByRole('button', { name: 'Next' }));
    expect(await within(cuisines).findByRole('heading', { name: 'Cuisine 6' })).toBeInTheDocument();
    expect(
      sent
        .filter((config) => config.url === 'web/cuisine/get_with_pagination')
        .map((config) => config.params),
    ).toEqual([
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
    ]);
    const banquets = screen.getByRole('region', { name: 'Banquets' });
    // Palace-hotel prices, each saying what it is for.
    expect(within(banquets).getByText('₹45,000').parentElement).toHaveTextContent('₹45,000 per hour');
    expect(within(banquets).getByText('₹1,20,000').parentElement).toHaveTextContent('₹1,20,000 per event');
    const restaurants = screen.getByRole('region', { name: 'Our Restaurants' });
    expect(
      within(restaurants)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Laal Mahal', 'Diwan-e-Khas', 'The Verandah', 'Chhatri Rooftop Bar']);
  });

  it('room details: the room type asked for in the address', async () => {
    const room = (id: number, room_type: string) => ({
      id,
      room_type,
      title: `${room_type} Room`,
      short_desc: `A ${room_type} room.`,
      image: `/api/images/${room_type}.svg`,
      room_base_price: 1000 * id,
      amenities: id === 2 ? ['Private plunge pool', 'Butler on call'] : ['Free high-speed Wi-Fi'],
    });
    serve({
      'web/room/get_with_pagination': () => ({
        status: 200,
        data: { data: [room(1, 'Standard'), room(2, 'Suite')], total: 2 },
      }),
    });
    renderPage(<RoomDetailsPage />, { url: '/room-details?type=Suite', path: '/room-details' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Suite Room' })).toBeInTheDocument();
    expect(screen.getByText('₹2,000')).toBeInTheDocument();
    // Size, bed, view and occupancy of the type asked for.
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('650 sq ft (60 m²)');
    expect(screen.getByText('Occupancy').nextElementSibling).toHaveTextContent('Up to 4 guests');
    // The type's own amenities, as the managers list them.
    const inRoom = screen.getByRole('heading', { level: 3, name: 'In your room' }).nextElementSibling!;
    expect(
      within(inRoom as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Private plunge pool', 'Butler on call']);
    expect(screen.queryByText('Free high-speed Wi-Fi')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standard Room' })).toHaveAttribute(
      'href',
      '/room-details?type=Standard',
    );
  });

  it('booking type: a table booking asks the shell for its booking modal', async () => {
    const user = userEvent.setup();
    const requests: ShellRequest[] = [];
    const stop = subscribeTo(requests$, (request) => requests.push(request));
    renderPage(<BookingTypePage />, { url: '/booking-type' });

    await user.click(screen.getByRole('button', { name: 'Book Your Slot' }));
    stop();

    expect(requests).toEqual([{ type: 'open-booking-modal' }]);
    expect(screen.getByRole('link', { name: 'Book a room' })).toHaveAttribute('href', '/user-booking');
  });
});
