// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { StaffCoupon, StaffGstSlab, StaffRatePlan, StaffSeason } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatesPage } from './rates-page';

const season: StaffSeason = {
  id: 3,
  name: 'Festive peak',
  room_type: null,
  starts_on: '2031-12-20',
  ends_on: '2032-01-05',
  adjust_kind: 'percent',
  adjust_value: 40,
  priority: 10,
  combine: 'replace',
};
const plan: StaffRatePlan = {
  code: 'flexible',
  name: 'Room only (flexible)',
  description: 'The room, with free cancellation.',
  sort_order: 1,
  adjust_percent: 0,
  meal_price_adult: 0,
  meal_price_child: 0,
  refundable: true,
  free_cancel_hours: 48,
  deposit_percent: 0,
  late_fee_nights: 1,
  active: true,
};
const slabs: StaffGstSlab[] = [
  {
    id: 3,
    effective_from: '2025-09-22',
    effective_to: null,
    tariff_from: 0,
    tariff_to: 7500,
    rate_percent: 5,
  },
  {
    id: 4,
    effective_from: '2025-09-22',
    effective_to: null,
    tariff_from: 7501,
    tariff_to: null,
    rate_percent: 18,
  },
];
const coupon: StaffCoupon = {
  id: 7,
  code: 'MONSOON20',
  title: 'Monsoon escape',
  offer_type: 'percent',
  offer_value: 20,
  active: true,
  valid_from: '2031-07-01',
  valid_to: '2031-09-30',
  max_uses: null,
  max_uses_per_guest: null,
  uses: 4,
  advance_days: null,
  room_type_ids: null,
  blackout_dates: [],
};

const roomType = {
  id: 2,
  title: 'Deluxe Room',
  room_base_price: 14000,
  max_guests: 3,
  weekend_price: null,
  included_occupancy: 2,
  max_adults: 3,
  max_children: 2,
  extra_adult_price: 2500,
  extra_child_price: 1500,
  child_free_under_age: 6,
  amenities: ['Breakfast in the courtyard', 'Free high-speed Wi-Fi'],
};

const refusedWith = (fields: Record<string, string>) => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: Object.values(fields)[0], fields },
});

function serve(
  write: (request: SentRequest) => ReturnType<typeof refusedWith> | { status: number; data?: unknown },
) {
  return mockApi((request) => {
    if (request.method !== 'get') return write(request);
    if (request.url === 'staff/rates/seasons')
      return {
        status: 200,
        data: { data: [season], total: 1, room_types: [{ id: 2, title: 'Deluxe Room' }] },
      };
    if (request.url === 'staff/rates/plans') return { status: 200, data: { data: [plan] } };
    if (request.url === 'staff/rates/stay-rules')
      return { status: 200, data: { data: [], total: 0, room_types: [{ id: 2, title: 'Deluxe Room' }] } };
    if (request.url === 'staff/rates/taxes') return { status: 200, data: { data: slabs } };
    if (request.url === 'staff/rates/room-types') return { status: 200, data: { data: [roomType] } };
    return { status: 200, data: { data: [coupon], total: 1 } };
  });
}

function renderRates(entry = '/staff/rates') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <RatesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBrowser();
  storeSession(makeToken(guestClaims({ role: 'manager' })), 'Meera Singh', false);
});

describe('rates', () => {
  it('adds a season, with the API’s refusal beside its field', async () => {
    const sent = serve(() =>
      refusedWith({ starts_on: 'This overlaps “Festive peak” with the same priority.' }),
    );
    renderRates();
    expect(await screen.findByRole('row', { name: /Festive peak/ })).toHaveTextContent('+40%');
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a season' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save season' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(sent.some((request) => request.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Diwali');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rooms'), 'Deluxe Room');
    await userEvent.type(within(dialog).getByLabelText('Starts on'), '2031-12-22');
    await userEvent.type(within(dialog).getByLabelText('Ends on (last night)'), '2031-12-24');
    await userEvent.type(within(dialog).getByLabelText('Adjustment'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save season' }));
    expect(
      await within(dialog).findByText('This overlaps “Festive peak” with the same priority.'),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/rates/seasons',
      data: JSON.stringify({
        name: 'Diwali',
        room_type_id: 2,
        starts_on: '2031-12-22',
        ends_on: '2031-12-24',
        adjust_kind: 'percent',
        adjust_value: 25,
        priority: 0,
        combine: 'replace',
      }),
    });
  });

  it('sorts seasons on the server and keeps the tab in the address', async () => {
    const sent = serve(() => ({ status: 200 }));
    renderRates();
    await userEvent.click(await screen.findByRole('button', { name: /Priority/ }));
    await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ sort: 'priority', dir: 'asc' }));
    await userEvent.click(screen.getByRole('link', { name: 'Coupons' }));
    expect(await screen.findByRole('row', { name: /MONSOON20/ })).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a stay rule to an empty list, checking its nights first', async () => {
    const sent = serve(() => ({
      status: 201,
      data: {
        id: 1,
        room_type: null,
        starts_on: '2031-12-24',
        ends_on: '2032-01-01',
        min_nights: 3,
        max_nights: 30,
      },
    }));
    renderRates('/staff/rates?tab=stay-rules');
    expect(await screen.findByText('No stay rules')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a stay rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a stay rule' });
    await userEvent.type(within(dialog).getByLabelText('Arrivals from'), '2031-12-24');
    await userEvent.type(within(dialog).getByLabelText('Arrivals until'), '2032-01-01');
    await userEvent.clear(within(dialog).getByLabelText('Fewest nights'));
    await userEvent.type(within(dialog).getByLabelText('Fewest nights'), '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(within(dialog).getByLabelText('Fewest nights')).toHaveAccessibleDescription(
      'Fewest nights must be a whole number from 1 to 30.',
    );
    expect(sent.some((request) => request.method === 'post')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Fewest nights'));
    await userEvent.type(within(dialog).getByLabelText('Fewest nights'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/rates/stay-rules',
        data: JSON.stringify({
          room_type_id: null,
          starts_on: '2031-12-24',
          ends_on: '2032-01-01',
          min_nights: 3,
          max_nights: 30,
        }),
      }),
    );
  });

  it('adds a new rate plan from a dialog, with the code’s refusal beside it', async () => {
    let posts = 0;
    const sent = serve((request) => {
      posts += 1;
      if (posts === 1)
        return {
          status: 409,
          data: {
            statusCode: 409,
            error: 'Conflict',
            message: 'There is already a rate plan with the code half-board: choose another code.',
            fields: { code: 'There is already a rate plan with the code half-board: choose another code.' },
          },
        };
      return { status: 201, data: { ...plan, ...JSON.parse(String(request.data)), sort_order: 4 } };
    });
    renderRates('/staff/rates?tab=plans');
    await userEvent.click(await screen.findByRole('button', { name: 'New rate plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rate plan' });
    await userEvent.type(within(dialog).getByLabelText('Code'), 'Half Board');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Half board');
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      'Breakfast and dinner for every guest.',
    );
    const adultMeals = within(dialog).getByLabelText('Meals per adult a night (₹)');
    await userEvent.clear(adultMeals);
    await userEvent.type(adultMeals, '2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('lower-case letters'),
    );
    expect(posts).toBe(0);

    await userEvent.clear(within(dialog).getByLabelText('Code'));
    await userEvent.type(within(dialog).getByLabelText('Code'), 'half-board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(
      await within(dialog).findByText(
        'There is already a rate plan with the code half-board: choose another code.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New rate plan' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(String(sent.filter((request) => request.method === 'post')[1]?.data))).toEqual({
      code: 'half-board',
      name: 'Half board',
      description: 'Breakfast and dinner for every guest.',
      adjust_percent: 0,
      meal_price_adult: 2500,
      meal_price_child: 0,
      late_fee_nights: 1,
      refundable: true,
      free_cancel_hours: 48,
      deposit_percent: 0,
      active: true,
    });
  });

  it('saves a rate plan and shows a refusal beside the field', async () => {
    const sent = serve(() => ({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'At least one rate plan must stay offered.',
        fields: { active: 'At least one rate plan must stay offered.' },
      },
    }));
    renderRates('/staff/rates?tab=plans');
    const form = await screen.findByRole('form', { name: /Room only \(flexible\)/ });
    await userEvent.clear(within(form).getByLabelText('Free cancellation (hours before arrival)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Room only (flexible)' }));
    expect(
      within(form).getByLabelText('Free cancellation (hours before arrival)'),
    ).toHaveAccessibleDescription('A refundable plan needs its free cancellation hours.');
    await userEvent.type(within(form).getByLabelText('Free cancellation (hours before arrival)'), '24');
    await userEvent.clear(within(form).getByLabelText('Deposit paid when booking (%)'));
    await userEvent.type(within(form).getByLabelText('Deposit paid when booking (%)'), '20');
    await userEvent.click(within(form).getByLabelText('Offered to guests'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Room only (flexible)' }));
    expect(await within(form).findByText('At least one rate plan must stay offered.')).toBeInTheDocument();
    expect(JSON.parse(String(sent.find((request) => request.method === 'put')?.data))).toMatchObject({
      free_cancel_hours: 24,
      deposit_percent: 20,
      active: false,
    });
  });

  it('adds GST slabs from a date, checking the bands first', async () => {
    const sent = serve(() => ({ status: 201, data: { data: slabs } }));
    renderRates('/staff/rates?tab=taxes');
    expect(await screen.findByRole('row', { name: /Above ₹7,500/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New GST slabs from a date' });
    await userEvent.type(within(form).getByLabelText('In force from'), '2031-04-01');
    await userEvent.type(within(form).getByLabelText('Band 2: up to (₹)'), '9000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new slabs' }));
    expect(within(form).getByLabelText('Band 2: up to (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('The last slab has no upper limit'),
    );
    await userEvent.clear(within(form).getByLabelText('Band 2: up to (₹)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save new slabs' }));
    expect(await within(form).findByText('New slabs in force from', { exact: false })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/rates/taxes',
      data: JSON.stringify({
        effective_from: '2031-04-01',
        slabs: [
          { tariff_to: 7500, rate_percent: 5 },
          { tariff_to: null, rate_percent: 18 },
        ],
      }),
    });
  });

  it('saves a room type’s occupancy and prices, empty weekend price meaning the weekday rate', async () => {
    const sent = serve((request) =>
      request.method === 'put'
        ? refusedWith({ max_adults: "At most the room type's 3 guests." })
        : { status: 200 },
    );
    renderRates('/staff/rates?tab=room-types');
    const form = await screen.findByRole('form', { name: 'Deluxe Room' });
    await userEvent.clear(within(form).getByLabelText('Extra adult a night (₹)'));
    await userEvent.type(within(form).getByLabelText('Extra adult a night (₹)'), '-5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Deluxe Room' }));
    expect(within(form).getByLabelText('Extra adult a night (₹)')).toHaveAccessibleDescription(
      'Extra adult a night must be a whole number from 0 to 1000000.',
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);
    await userEvent.clear(within(form).getByLabelText('Extra adult a night (₹)'));
    await userEvent.type(within(form).getByLabelText('Extra adult a night (₹)'), '2600');
    await userEvent.clear(within(form).getByLabelText('Most adults'));
    await userEvent.type(within(form).getByLabelText('Most adults'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Deluxe Room' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Most adults')).toHaveAccessibleDescription(
        "At most the room type's 3 guests.",
      ),
    );
    expect(JSON.parse(String(sent.find((request) => request.method === 'put')?.data))).toEqual({
      weekend_price: null,
      included_occupancy: 2,
      max_adults: 4,
      max_children: 2,
      extra_adult_price: 2600,
      extra_child_price: 1500,
      child_free_under_age: 6,
      amenities: ['Breakfast in the courtyard', 'Free high-speed Wi-Fi'],
    });
  });

  it('edits what is in the room, one a line, with a bad line named beside the list', async () => {
    const sent = serve((request) =>
      request.method === 'put' ? { status: 200, data: roomType } : { status: 200 },
    );
    renderRates('/staff/rates?tab=room-types');
    const form = await screen.findByRole('form', { name: 'Deluxe Room' });
    const list = within(form).getByLabelText('In the room (one a line)');
    expect(list).toHaveValue('Breakfast in the courtyard\nFree high-speed Wi-Fi');
    await userEvent.clear(list);
    await userEvent.type(list, `Private plunge pool{Enter}{Enter}${'x'.repeat(81)}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Deluxe Room' }));
    expect(list).toHaveAccessibleDescription(
      expect.stringContaining('Amenity 2: Each amenity must be at most 80 characters.'),
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);

    await userEvent.clear(list);
    await userEvent.type(list, ' Private plunge pool {Enter}Butler on call');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Deluxe Room' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'put')).toBe(true));
    expect(JSON.parse(String(sent.find((request) => request.method === 'put')?.data)).amenities).toEqual([
      'Private plunge pool',
      'Butler on call',
    ]);
    expect(await within(form).findByRole('status')).toHaveTextContent('public room page');
  });

  it('changes a coupon’s limits, with the refusal beside its field', async () => {
    const sent = serve(() =>
      refusedWith({ max_uses: 'It has been used 4 times already: allow at least that many.' }),
    );
    renderRates('/staff/rates?tab=coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Change the limits of MONSOON20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits of MONSOON20' });
    await userEvent.type(within(dialog).getByLabelText('Uses in all'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(within(dialog).getByLabelText('Uses in all')).toHaveAccessibleDescription(
      'It has been used 4 times already: allow at least that many.',
    );
    expect(sent.find((request) => request.method === 'put')).toMatchObject({ url: 'staff/rates/coupons/7' });
  });

  it('sets a coupon’s conditions: days booked ahead, room types ticked, blackout nights added and removed', async () => {
    const sent = serve(() => ({ status: 200, data: coupon }));
    renderRates('/staff/rates?tab=coupons');
    expect(await screen.findByRole('cell', { name: 'None' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Change the limits of MONSOON20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits of MONSOON20' });
    await userEvent.type(within(dialog).getByLabelText('Booked at least this many days ahead'), '30');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: roomType.title }));
    const night = within(dialog).getByLabelText('Night');
    for (const date of ['2031-08-15', '2031-08-14']) {
      await userEvent.clear(night);
      await userEvent.type(night, date);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add night' }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: /^Remove 15 Aug 2031/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/rates/coupons/7',
      }),
    );
    expect(JSON.parse(String(sent.find((request) => request.method === 'put')?.data))).toMatchObject({
      advance_days: 30,
      room_type_ids: [roomType.id],
      blackout_dates: ['2031-08-14'],
    });
  });

  it('edits a season: it opens filled, a refusal naming no field shows above the form, and it opens afresh', async () => {
    const sent = serve(() => ({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'Season not found.' },
    }));
    renderRates();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Festive peak/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Season: Festive peak' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Festive peak');
    expect(within(dialog).getByLabelText('Rooms')).toHaveValue('');
    expect(within(dialog).getByLabelText('Adjust by')).toHaveValue('percent');
    await userEvent.clear(within(dialog).getByLabelText('Priority'));
    await userEvent.type(within(dialog).getByLabelText('Priority'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save season' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Season not found.');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue(20);
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'staff/rates/seasons/3',
      data: JSON.stringify({
        name: 'Festive peak',
        room_type_id: null,
        starts_on: '2031-12-20',
        ends_on: '2032-01-05',
        adjust_kind: 'percent',
        adjust_value: 40,
        priority: 20,
        combine: 'replace',
      }),
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Edit Festive peak/ }));
    dialog = await screen.findByRole('dialog', { name: 'Season: Festive peak' });
    expect(within(dialog).getByLabelText('Priority')).toHaveValue(10);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deleting a season, and deletes it only on yes', async () => {
    const sent = serve(() => ({ status: 204, data: '' }));
    renderRates();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Festive peak/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Season: Festive peak' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete season' }));
    const question = within(dialog).getByRole('group', { name: /^Delete this season\?/ });
    expect(sent.filter((request) => request.method === 'delete')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).queryByRole('group', { name: /^Delete this season\?/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete season' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete season' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'delete')).toMatchObject({
        url: 'staff/rates/seasons/3',
      }),
    );
  });

  it('keeps a plan that is not refundable free of cancellation hours, and clears its saved note on a change', async () => {
    const sent = serve(() => ({
      status: 200,
      data: { ...plan, refundable: false, free_cancel_hours: null },
    }));
    renderRates('/staff/rates?tab=plans');
    const form = await screen.findByRole('form', { name: /Room only \(flexible\)/ });
    const hours = within(form).getByLabelText('Free cancellation (hours before arrival)');
    expect(hours).toHaveValue(48);
    await userEvent.click(within(form).getByLabelText('Refundable'));
    expect(hours).toBeDisabled();
    expect(hours).toHaveValue(null);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Room only (flexible)' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved: quotes use it from now on.');
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'staff/rates/plans/flexible',
      data: JSON.stringify({
        name: 'Room only (flexible)',
        description: 'The room, with free cancellation.',
        sort_order: 1,
        adjust_percent: 0,
        meal_price_adult: 0,
        meal_price_child: 0,
        refundable: false,
        free_cancel_hours: null,
        late_fee_nights: 1,
        deposit_percent: 0,
        active: true,
      }),
    });

    await userEvent.type(within(form).getByLabelText('Name'), ' and more');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Refundable'));
    expect(hours).toBeEnabled();
    expect(hours).toHaveValue(48);
  });

  it('adds a band before the last, with the API’s refusal beside a band’s field or above the form', async () => {
    const answers = [
      refusedWith({ 'slabs.1.tariff_to': 'No tariff band may start above ₹10,000.' }),
      refusedWith({ effective_from: 'New slabs must start after today.' }),
      { status: 500, data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' } },
    ];
    const sent = serve(() => answers.shift() ?? { status: 201, data: { data: slabs } });
    renderRates('/staff/rates?tab=taxes');
    const form = await screen.findByRole('form', { name: 'New GST slabs from a date' });
    await userEvent.type(within(form).getByLabelText('In force from'), '2031-04-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a band' }));
    expect(within(form).getByLabelText('Band 2: up to (₹)')).toHaveValue(null);
    expect(within(form).getByLabelText('Band 3: GST %')).toHaveValue(18);
    expect(within(form).getByLabelText('Band 3: up to (₹)')).toHaveAccessibleDescription(
      'Leave empty: the last band has no limit.',
    );
    await userEvent.type(within(form).getByLabelText('Band 2: up to (₹)'), '12000');
    await userEvent.type(within(form).getByLabelText('Band 2: GST %'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new slabs' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Band 2: up to (₹)')).toHaveAccessibleDescription(
        'No tariff band may start above ₹10,000.',
      ),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')?.data).toBe(
      JSON.stringify({
        effective_from: '2031-04-01',
        slabs: [
          { tariff_to: 7500, rate_percent: 5 },
          { tariff_to: 12000, rate_percent: 12 },
          { tariff_to: null, rate_percent: 18 },
        ],
      }),
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Save new slabs' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('In force from')).toHaveAccessibleDescription(
        'New slabs must start after today.',
      ),
    );
    expect(within(form).getByLabelText('Band 2: up to (₹)')).not.toHaveAccessibleDescription();

    await userEvent.click(within(form).getByRole('button', { name: 'Remove band 2' }));
    expect(within(form).queryByLabelText('Band 3: up to (₹)')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save new slabs' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(within(form).getByLabelText('In force from')).toHaveValue('2031-04-01');
    expect(sent.filter((request) => request.method === 'post').at(-1)?.data).toBe(
      JSON.stringify({
        effective_from: '2031-04-01',
        slabs: [
          { tariff_to: 7500, rate_percent: 5 },
          { tariff_to: null, rate_percent: 18 },
        ],
      }),
    );
  });

  it('shows the API’s refusal of one amenity beside the list, keeping the text typed', async () => {
    serve(() => refusedWith({ 'amenities.1': 'Each amenity must be listed once.' }));
    renderRates('/staff/rates?tab=room-types');
    const form = await screen.findByRole('form', { name: 'Deluxe Room' });
    const list = within(form).getByLabelText('In the room (one a line)');
    await userEvent.type(list, '{Enter}Butler on call');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Deluxe Room' }));
    await waitFor(() =>
      expect(list).toHaveAccessibleDescription(
        expect.stringContaining('Amenity 2: Each amenity must be listed once.'),
      ),
    );
    expect(list).toHaveValue('Breakfast in the courtyard\nFree high-speed Wi-Fi\nButler on call');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks a coupon’s dates before sending, and sends an empty limit as none', async () => {
    const sent = serve(() => ({ status: 200, data: coupon }));
    renderRates('/staff/rates?tab=coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Change the limits of MONSOON20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits of MONSOON20' });
    await userEvent.clear(within(dialog).getByLabelText('Arrivals until'));
    await userEvent.type(within(dialog).getByLabelText('Arrivals until'), '2031-06-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(within(dialog).getByLabelText('Arrivals until')).toHaveAccessibleDescription(
      'Valid to must not be before Valid from.',
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Arrivals until'));
    await userEvent.type(within(dialog).getByLabelText('Uses per guest'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'staff/rates/coupons/7',
      data: JSON.stringify({
        valid_from: '2031-07-01',
        valid_to: null,
        max_uses: null,
        max_uses_per_guest: 2,
        advance_days: null,
        room_type_ids: null,
        blackout_dates: [],
      }),
    });
  });

  it('shows an error with a retry when a list cannot be read', async () => {
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' },
    }));
    renderRates('/staff/rates?tab=taxes');
    expect(await screen.findByText('We could not load the GST slabs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
