// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentPage } from './content-page';
import { EntityListPage } from './entity-list-page';
import { RecordPage } from './record-page';

const room = (extra: Record<string, unknown> = {}) => ({
  id: 4,
  room_type: 'Deluxe',
  title: 'Deluxe Courtyard Room',
  short_desc: 'Overlooking the courtyard.',
  description: '<p>Jharokha windows.</p>',
  image: '/api/images/photos/room-deluxe-800.webp',
  room_base_price: 12000,
  max_guests: 2,
  size_sqft: 350,
  ...extra,
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/content" element={<ContentPage />} />
          <Route path="/staff/content/:entity" element={<EntityListPage />} />
          <Route path="/staff/content/:entity/:id" element={<RecordPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signInAs = (role: string) => storeSession(makeToken(guestClaims({ role })), 'Meera Singh', false);

beforeEach(() => {
  resetBrowser();
  signInAs('manager');
});

describe('content as an editor sees it', () => {
  beforeEach(() => signInAs('editor'));

  it('shows prices read-only and saves the words with the price unchanged', async () => {
    const sent = mockApi((request) =>
      request.method === 'get' ? { status: 200, data: room() } : { status: 200, data: room() },
    );
    renderAt('/staff/content/room-types/4');
    const price = await screen.findByLabelText('Nightly price (₹)');
    expect(price).toHaveAttribute('readonly');
    expect(price).toHaveAccessibleDescription('Only a manager changes prices, discounts and coupons.');
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Courtyard Room');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The public site shows the change now.')).toHaveRole('status');
    const put = sent.find((request) => request.method === 'put');
    expect(JSON.parse(String(put?.data))).toMatchObject({ room_base_price: 12000, title: 'Courtyard Room' });
  });

  it('offers no Delete on the form of a record that carries a price', async () => {
    mockApi(() => ({ status: 200, data: room() }));
    renderAt('/staff/content/room-types/4');
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('offers no Delete or New for a record that carries a price', async () => {
    mockApi(() => ({ status: 200, data: { data: [room()], total: 1 } }));
    renderAt('/staff/content/room-types');
    expect(await screen.findByRole('link', { name: 'Edit Deluxe Courtyard Room' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Deluxe Courtyard Room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^New / })).not.toBeInTheDocument();
  });

  it('offers no new priced record, and says who creates one', async () => {
    renderAt('/staff/content/offers/new');
    expect(screen.getByText(/a manager creates it/)).toHaveRole('status');
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
  });
});

describe('content lists', () => {
  it('links every kind of content from /staff/content', () => {
    renderAt('/staff/content');
    expect(screen.getByRole('link', { name: /Room types/ })).toHaveAttribute(
      'href',
      '/staff/content/room-types',
    );
    expect(screen.getByRole('link', { name: /Pages/ })).toHaveAttribute('href', '/staff/content/pages');
    expect(screen.getByRole('link', { name: /FAQs/ })).toHaveAttribute('href', '/staff/content/faqs');
  });

  it('asks the API for the search, sort and page the address holds, and sorts by a column heading', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [room()], total: 41 } }));
    renderAt('/staff/content/room-types?q=deluxe&sort=-room_base_price&page=2');
    const row = await screen.findByRole('row', { name: /Deluxe Courtyard Room/ });
    expect(row).toHaveTextContent('₹12,000');
    expect(sent[0]).toMatchObject({
      url: 'room-types',
      params: { q: 'deluxe', sort: '-room_base_price', page: 2, limit: 20 },
    });
    expect(screen.getByRole('columnheader', { name: /Nightly price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/staff/content/room-types?q=deluxe&sort=title',
    );
    await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ sort: 'title', page: 1 }));
    expect(screen.getByRole('link', { name: 'Edit Deluxe Courtyard Room' })).toHaveAttribute(
      'href',
      '/staff/content/room-types/4',
    );
  });

  it('searches from the form, and says when nothing matches', async () => {
    mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderAt('/staff/content/faqs');
    expect(await screen.findByText('No FAQs yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search FAQs'), 'pool{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/staff/content/faqs?q=pool');
    expect(await screen.findByText('No FAQs match')).toBeInTheDocument();
  });

  it('shows the API’s failure with a retry', async () => {
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'x', message: 'The server is having a moment.' },
    }));
    renderAt('/staff/content/brands');
    expect(await screen.findByText('We could not load the brands')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('offers a manager Delete on a priced record’s form', async () => {
    mockApi(() => ({ status: 200, data: room() }));
    renderAt('/staff/content/room-types/4');
    expect(await screen.findByRole('button', { name: 'Delete this room type' })).toBeInTheDocument();
  });

  it('deletes a record only once confirmed', async () => {
    const sent = mockApi((request) =>
      request.method === 'delete'
        ? { status: 200, data: { message: 'Room type deleted.', id: 4 } }
        : { status: 200, data: { data: [room()], total: 1 } },
    );
    renderAt('/staff/content/room-types');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Deluxe Courtyard Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete room type: Deluxe Courtyard Room' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent.some((request) => request.method === 'delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe Courtyard Room' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'delete')?.url).toBe('room-types/delete/4'),
    );
  });
});

describe('the public order', () => {
  it('opens an ordered list in the public order and moves a record one place', async () => {
    const faqs = [
      { id: 1, question: 'Is there parking?', answer: 'Yes.', position: 1 },
      { id: 2, question: 'Is there a pool?', answer: 'Yes.', position: 2 },
    ];
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { ...faqs[1], position: 1 } }
        : { status: 200, data: { data: faqs, total: 2 } },
    );
    renderAt('/staff/content/faqs');
    expect(await screen.findByRole('button', { name: 'Move Is there parking? up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Is there a pool? down' })).toBeDisabled();
    expect(sent[0]?.params).toMatchObject({ sort: 'position' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Is there a pool? up' }));
    await waitFor(() => expect(sent.find((request) => request.method === 'post')?.url).toBe('faqs/2/move'));
    expect(JSON.parse(String(sent.find((request) => request.method === 'post')?.data))).toEqual({
      direction: 'up',
    });
    await waitFor(() => expect(sent.filter((request) => request.method === 'get')).toHaveLength(2));
  });
  it('moves pages within one kind only, and lists the blog newest first', async () => {
    const sent = mockApi(() => ({
      status: 200,
      data: {
        data: [{ id: 7, title: 'Meera Rathore', category: 'team', slug: 'meera', position: 1 }],
        total: 1,
      },
    }));
    renderAt('/staff/content/pages?category=team');
    expect(await screen.findByRole('button', { name: 'Move Meera Rathore up' })).toBeDisabled();
    expect(sent[0]?.params).toMatchObject({ category: 'team', sort: 'position' });
  });
});

describe('a record’s form', () => {
  const saving = (answer: (request: SentRequest) => { status: number; data: unknown }) =>
    mockApi((request) => (request.method === 'get' ? { status: 200, data: room() } : answer(request)));

  it('changes a room type’s price and sends every field', async () => {
    const sent = saving(() => ({ status: 200, data: room({ room_base_price: 15000 }) }));
    renderAt('/staff/content/room-types/4');
    const price = await screen.findByLabelText('Nightly price (₹)');
    expect(price).toHaveValue(12000);
    await userEvent.clear(price);
    await userEvent.type(price, '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The public site shows the change now.')).toHaveRole('status');
    const put = sent.find((request) => request.method === 'put');
    expect(put?.url).toBe('room-types/4');
    expect(JSON.parse(String(put?.data))).toMatchObject({
      room_base_price: 15000,
      title: 'Deluxe Courtyard Room',
    });
  });

  it('checks fields before sending, with each message beside its field', async () => {
    const sent = saving(() => ({ status: 200, data: room() }));
    renderAt('/staff/content/room-types/4');
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.clear(screen.getByLabelText('Nightly price (₹)'));
    await userEvent.type(screen.getByLabelText('Nightly price (₹)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Nightly price (₹)')).toHaveAccessibleDescription(
      'Nightly price must be at least 1.',
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);
  });

  it('shows the API’s refusal beside the field it names', async () => {
    saving(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Room type must be at most 50 characters.',
        fields: { room_type: 'Room type must be at most 50 characters.' },
      },
    }));
    renderAt('/staff/content/room-types/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Room type')).toHaveAccessibleDescription(
      'Room type must be at most 50 characters.',
    );
  });

  it('uploads a photo into the image field, with a preview', async () => {
    const sent = saving((request) =>
      request.url === 'staff/images'
        ? {
            status: 201,
            data: {
              url: '/api/images/uploads/upload-1-800.webp',
              name: 'upload-1',
              width: 1200,
              height: 800,
              widths: [400, 800, 1200],
              formats: ['avif', 'webp'],
              placeholder: 'data:image/webp;base64,AA',
              color: '#aa8866',
            },
          }
        : { status: 200, data: room() },
    );
    renderAt('/staff/content/room-types/4');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'courtyard.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Photo to upload for Image'), file);
    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveValue('/api/images/uploads/upload-1-800.webp'),
    );
    expect(screen.getByRole('img', { name: 'Preview of image' })).toHaveAttribute(
      'src',
      '/api/images/uploads/upload-1-800.webp',
    );
    const upload = sent.find((request) => request.url === 'staff/images');
    expect((upload?.data as FormData).get('image')).toBeInstanceOf(File);
  });

  it('shows an upload the API refuses beside the image field', async () => {
    saving(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The image must be a JPEG, PNG or WebP file.',
        fields: { image: 'The image must be a JPEG, PNG or WebP file.' },
      },
    }));
    renderAt('/staff/content/room-types/4');
    const file = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    await userEvent.upload(await screen.findByLabelText('Photo to upload for Image'), file, {
      applyAccept: false,
    });
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file.')).toBeInTheDocument();
  });

  it('edits rich text with a labelled toolbar and previews it', async () => {
    saving(() => ({ status: 200, data: room() }));
    renderAt('/staff/content/room-types/4');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting of Description' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Numbered list' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Jharokha windows.');
    const preview = screen.getByRole('region', { name: 'Preview of description' });
    expect(await within(preview).findByText('Jharokha windows.')).toBeInTheDocument();
  });

  it('creates a record and opens it', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 201, data: { id: 9, question: 'Is there a pool?', answer: 'Yes.' } }
        : { status: 200, data: { id: 9, question: 'Is there a pool?', answer: 'Yes.' } },
    );
    renderAt('/staff/content/faqs/new');
    await userEvent.type(screen.getByLabelText('Question'), 'Is there a pool?');
    await userEvent.type(screen.getByLabelText('Answer'), 'Yes.');
    await userEvent.click(screen.getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/staff/content/faqs/9'));
    expect(await screen.findByText('Created. The public site shows it now.')).toHaveRole('status');
    expect(JSON.parse(String(sent.find((request) => request.method === 'post')?.data))).toEqual({
      question: 'Is there a pool?',
      answer: 'Yes.',
    });
  });

  it('makes a dish in a menu category chosen by name, with its diet and spice level', async () => {
    const sent = mockApi((request) =>
      request.url === 'menu-categories'
        ? {
            status: 200,
            data: {
              data: [
                { id: 3, name: 'Mains' },
                { id: 1, name: 'Starters' },
              ],
              total: 2,
            },
          }
        : { status: 201, data: { id: 12, menu_title: 'Anda Bhurji' } },
    );
    renderAt('/staff/content/food-items/new');
    await userEvent.type(screen.getByLabelText('Menu title'), 'Anda Bhurji');
    await userEvent.type(screen.getByLabelText('Description'), 'Spiced scrambled eggs');
    await userEvent.selectOptions(
      screen.getByLabelText('Menu category'),
      await screen.findByRole('option', { name: 'Mains' }),
    );
    await userEvent.type(screen.getByLabelText('Price (₹)'), '220');
    await userEvent.type(screen.getByLabelText('Image'), '/api/images/food-naan.svg');
    await userEvent.selectOptions(screen.getByLabelText('Diet'), 'Contains egg');
    await userEvent.selectOptions(screen.getByLabelText('Spice level'), 'Spicy');
    await userEvent.type(screen.getByLabelText('Allergens'), 'Egg{Enter}Dairy');
    await userEvent.click(screen.getByRole('button', { name: 'Create dish' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'post')).toBe(true));
    expect(sent.find((request) => request.url === 'menu-categories')?.params).toMatchObject({
      limit: 100,
      sort: 'name',
    });
    expect(JSON.parse(String(sent.find((request) => request.method === 'post')?.data))).toMatchObject({
      food_cat_id: 3,
      diet: 'egg',
      spice_level: 2,
      allergens: ['Egg', 'Dairy'],
      price: 220,
    });
  });

  it('edits a dish’s option groups below its form, with the API’s refusals beside their fields', async () => {
    const dish = {
      id: 12,
      food_cat_id: 1,
      menu_title: 'Sweet Lassi',
      food_item: 'Churned yoghurt',
      image: '/api/images/food-naan.svg',
      price: 150,
      is_vegetarian: true,
      diet: 'veg',
      spice_level: 0,
      allergens: ['Dairy'],
    };
    const size = { id: 5, name: 'Size', min: 1, max: 1, values: [{ id: 8, name: 'Small', price: 0 }] };
    let refuse = true;
    const sent = mockApi((request) => {
      if (request.url === 'food-items/12') return { status: 200, data: dish };
      if (request.url === 'menu-categories')
        return { status: 200, data: { data: [{ id: 1, name: 'Drinks' }], total: 1 } };
      if (request.method === 'get') return { status: 200, data: { groups: [size] } };
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          data: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Option must be at most 60 characters.',
            fields: { 'groups.1.values.0.name': 'Option must be at most 60 characters.' },
          },
        };
      }
      return { status: 200, data: JSON.parse(String(request.data)) };
    });
    renderAt('/staff/content/food-items/12');
    expect(await screen.findByLabelText('Option 1 of Size')).toHaveValue('Small');
    await userEvent.click(screen.getByRole('button', { name: 'Add a group' }));
    const group = screen.getByRole('group', { name: 'Group 2' });
    await userEvent.type(within(group).getByLabelText('Group name'), 'Add-ons');
    await userEvent.type(within(group).getByLabelText('Option 1 of Add-ons'), 'Saffron');
    await userEvent.clear(within(group).getByLabelText('Price of option 1 (₹)'));
    await userEvent.type(within(group).getByLabelText('Price of option 1 (₹)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(await within(group).findByLabelText('Option 1 of Add-ons')).toHaveAccessibleDescription(
      'Option must be at most 60 characters.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(await screen.findByText('Options saved. The menu shows them now.')).toBeInTheDocument();
    expect(JSON.parse(String(sent.filter((request) => request.method === 'put').at(-1)?.data))).toEqual({
      groups: [
        { id: 5, name: 'Size', min: 1, max: 1, values: [{ id: 8, name: 'Small', price: 0 }] },
        { name: 'Add-ons', min: 0, max: 1, values: [{ name: 'Saffron', price: 40 }] },
      ],
    });
  });
});
