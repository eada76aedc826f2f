// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { RoomType } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { createQueryClient } from '../../app/providers';
import { prefetchHome } from './home-data';
import { HomePage } from './home-page';

const room = (id: number, title: string, room_base_price: number): RoomType => ({
  id,
  title,
  room_type: 'Deluxe',
  short_desc: `${title}, over the marigold courtyard.`,
  image: `/api/images/room-${id}.svg`,
  room_base_price,
});
const rooms = [room(1, 'Standard Courtyard Room', 8500), room(2, 'Deluxe Jharokha Room', 12500)];

type Reply = { status: number; data: unknown } | 'network-error';

/** Room types as `roomsReply` says; every other list of the home page answers with sample content. */
function serveHome(roomsReply: () => Reply = () => ({ status: 200, data: { data: rooms, total: 2 } })) {
  return mockApi((config) => {
    switch (config.url) {
      case 'web/room/get_with_pagination':
        return roomsReply();
      case 'web/page/cat/blog':
        return { status: 200, data: { message: 'ok', page: [] } };
      default:
        return { status: 200, data: { data: [], total: 0 } };
    }
  });
}

function renderHome(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const roomTypes = () => screen.getByRole('region', { name: 'Room Types' });
/** The carousel's slides in the order they show (and are read). */
const slides = () => within(roomTypes()).getAllByRole('group', { name: /^\d+ of \d+$/ });
const slideTitles = () =>
  slides().map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);

describe('HomePage', () => {
  it('draws its lists at once, with no loading state, when they were asked for before it drew', async () => {
    serveHome();
    const client = createQueryClient();
    await prefetchHome(client);

    renderHome(client);

    expect(within(roomTypes()).getAllByText('Standard Courtyard Room').length).toBeGreaterThan(0);
    expect(screen.getByText('No blog posts yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('opens with the hero and its Booking Now link', () => {
    serveHome();
    renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeInTheDocument();
    expect(screen.getByText('Experience Royal Hospitality')).toBeInTheDocument();
    expect(screen.getByText('At Its Best')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/user-booking');
    const hero = document.querySelector('.haveli-hero img');
    expect(hero).toHaveAttribute('src', '/api/images/photos/restaurant-rooftop-terrace-800.webp');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
  });

  it('shows the room types from the API in a carousel with their nightly prices', async () => {
    const user = userEvent.setup();
    const sent = serveHome();
    renderHome();

    expect(within(roomTypes()).getByRole('status')).toHaveTextContent('Loading room types…');
    const carousel = await within(roomTypes()).findByRole('group', { name: 'Room types' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slideTitles()).toEqual(['Standard Courtyard Room', 'Deluxe Jharokha Room']);
    expect(slides()[0]).toHaveAccessibleName('1 of 2');

    await user.click(within(carousel).getByRole('button', { name: 'Next room type' }));
    expect(slideTitles()).toEqual(['Deluxe Jharokha Room', 'Standard Courtyard Room']);
    const deluxe = within(slides()[0]!).getByRole('article');
    expect(slides()[0]).toHaveAccessibleName('2 of 2');
    expect(
      within(deluxe).getByText('Deluxe Jharokha Room, over the marigold courtyard.'),
    ).toBeInTheDocument();
    expect(within(deluxe).getByText(/\/ night/)).toHaveTextContent('₹12,500 / night');
    const image = within(deluxe).getByRole('img', { name: 'Deluxe Jharokha Room' });
    expect(image).toHaveAttribute('src', '/api/images/room-2.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    const request = sent.find((config) => config.url === 'web/room/get_with_pagination');
    expect(request?.params).toEqual({ page: 1, limit: 5 });
  });

  it('turns the carousel with the arrow keys and its room buttons, never by itself', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveHome();
    renderHome();
    const carousel = await within(roomTypes()).findByRole('group', { name: 'Room types' });
    const firstShown = () => slideTitles()[0];

    jest.advanceTimersByTime(60_000);
    expect(firstShown()).toBe('Standard Courtyard Room');

    within(carousel).getByRole('button', { name: 'Next room type' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(firstShown()).toBe('Deluxe Jharokha Room');
    await user.keyboard('{ArrowRight}');
    expect(firstShown()).toBe('Standard Courtyard Room');
    await user.keyboard('{ArrowLeft}');
    expect(firstShown()).toBe('Deluxe Jharokha Room');

    const standard = within(carousel).getByRole('button', { name: 'Show Standard Courtyard Room' });
    await user.click(standard);
    expect(firstShown()).toBe('Standard Courtyard Room');
    expect(standard).toHaveAttribute('aria-current', 'true');
    jest.useRealTimers();
  });

  it('says so when there are no room types', async () => {
    serveHome(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderHome();

    expect(
      await within(roomTypes()).findByText('No room types are available right now.'),
    ).toBeInTheDocument();
  });

  it('shows a failure with a Retry that loads the room types again', async () => {
    const user = userEvent.setup();
    let reply: Reply = 'network-error';
    serveHome(() => reply);
    renderHome();

    expect(await within(roomTypes()).findByRole('alert')).toHaveTextContent(
      'Unable to reach the server. Please check your connection and try again.',
    );
    reply = { status: 200, data: { data: rooms, total: 2 } };
    await user.click(within(roomTypes()).getByRole('button', { name: 'Retry' }));

    expect(await within(roomTypes()).findAllByRole('article')).toHaveLength(2);
  });

  it('links to the about page, the services and the menu, with the hotel’s counters', () => {
    serveHome();
    renderHome();

    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/hotel');
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    const counters = screen.getAllByRole('definition').map((value) => value.textContent);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Rooms & suites', 'Guest rating', 'Restaurants']);
    expect(counters).toEqual(['27', '4.8', '3']);
  });

  it('has the booking bar, facilities leading to their pages, events, offers, testimonials, blog and brands', async () => {
    serveHome();
    renderHome();

    expect(screen.getByRole('region', { name: 'Check Availability' })).toBeInTheDocument();
    const facilities = screen.getByRole('region', { name: 'Everything for a royal stay' });
    const facilityLinks = within(facilities).getAllByRole('link');
    expect(facilityLinks.length).toBeGreaterThanOrEqual(3);
    // Each facility leads to where it is described, not all of them to the rooms.
    expect(
      Object.fromEntries(facilityLinks.map((link) => [link.textContent, link.getAttribute('href')])),
    ).toEqual({
      'Heritage Rooms': '/rooms',
      'Rooftop Pool': '/hotel#pool',
      'Chandan Spa': '/hotel#spa',
      'Three Restaurants': '/dining',
    });
    for (const name of [
      'Special Offers',
      'Celebrate at the Haveli',
      'What Our Guests Say',
      'Stories from Jaipur',
      'Our Partners',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
  });

  it('keeps its headings in order', async () => {
    serveHome();
    renderHome();
    await screen.findAllByRole('article');

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});
