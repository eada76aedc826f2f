import type { RoomType, StayBooking, StayNight, StayPrice, StayQuote } from '@haveli/contracts';
import { addDays } from '@haveli/contracts';
import { formatDate } from '@haveli/ui';
import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { inDays } from './dates';
import { ASHA } from './render-page';

export const ROOM_TYPES: RoomType[] = [
  {
    id: 1,
    room_type: 'Standard',
    title: 'Standard Courtyard Room',
    image: '',
    short_desc: '',
    room_base_price: 8500,
  },
  {
    id: 2,
    room_type: 'Deluxe',
    title: 'Deluxe Jharokha Room',
    image: '',
    short_desc: '',
    room_base_price: 12500,
  },
  {
    id: 4,
    room_type: 'Heritage Room',
    title: 'Heritage Mirror Room',
    image: '',
    short_desc: '',
    room_base_price: 15000,
  },
];

export const roomTypesReply = { status: 200, data: { data: ROOM_TYPES, total: ROOM_TYPES.length } };

/** A price of `nights` nights from `checkIn` at `rate`, 5% GST, with an optional discount and child charge. */
export function aPrice({
  checkIn = inDays(5),
  nights = 2,
  rate = 7_000,
  childCharge = 0,
  discount = 0,
}: {
  checkIn?: string;
  nights?: number;
  rate?: number;
  childCharge?: number;
  discount?: number;
} = {}): StayPrice {
  const perNightDiscount = Math.round(discount / nights);
  const nightLines: StayNight[] = Array.from({ length: nights }, (_, index) => {
    const taxable = rate + childCharge - perNightDiscount;
    const tax = Math.round(taxable * 0.05);
    return {
      date: addDays(checkIn, index),
      rate,
      day_kind: index === 1 ? 'weekend' : 'base',
      season: index === 0 ? 'Winter peak (+10%)' : null,
      room_amount: rate,
      extra_adult_amount: 0,
      extra_child_amount: childCharge,
      meal_plan_amount: 0,
      discount: perNightDiscount,
      taxable,
      taxes: [{ label: 'GST 5%', rate_percent: 5, taxable, amount: tax }],
      total: taxable + tax,
    };
  });
  const taxable = nightLines.reduce((sum, night) => sum + night.taxable, 0);
  const taxTotal = nightLines.reduce((sum, night) => sum + (night.taxes[0]?.amount ?? 0), 0);
  return {
    currency: 'INR',
    rooms: 1,
    nights: nightLines,
    room_amount: rate * nights,
    extras_amount: childCharge * nights,
    extras: {
      extra_adults: 0,
      extra_adult_amount: 0,
      extra_children: childCharge ? 1 : 0,
      extra_child_amount: childCharge * nights,
      meal_plan_amount: 0,
    },
    discount: discount ? { code: 'ROYAL10', title: 'Royal Welcome', amount: discount } : null,
    taxes: [{ label: 'GST 5%', rate_percent: 5, taxable, amount: taxTotal }],
    tax_total: taxTotal,
    total: taxable + taxTotal,
  };
}

const POLICY = {
  rate_plan: 'flexible' as const,
  refundable: true,
  text: 'Free cancellation until 48 hours before arrival, then the first night.',
  free_until: `${inDays(3)}T08:30:00.000Z`,
  fee_after_deadline: 7_350,
  deposit: 0,
};

export function aQuote(overrides: Partial<StayQuote> = {}, price: StayPrice = aPrice()): StayQuote {
  return {
    room_type: {
      id: 4,
      room_type: 'Heritage Room',
      title: 'Heritage Mirror Room',
      image: '',
      included_occupancy: 2,
      max_adults: 3,
      max_children: 2,
      max_guests: 4,
    },
    check_in: inDays(5),
    check_out: inDays(7),
    nights: 2,
    adults: 2,
    children: 1,
    child_ages: [6],
    rooms: 1,
    rate_plan: 'flexible',
    available_rooms: 3,
    min_nights: 1,
    max_nights: 30,
    price,
    policy: POLICY,
    rate_plans: [
      {
        code: 'flexible',
        name: 'Room only (flexible)',
        description: 'Pay at the hotel.',
        policy_text: POLICY.text,
        refundable: true,
        total: price.total,
        deposit: 0,
      },
      {
        code: 'non-refundable',
        name: 'Non-refundable',
        description: '10% less.',
        policy_text: 'Non-refundable: the full amount is charged.',
        refundable: false,
        total: Math.round(price.total * 0.9),
        deposit: Math.round(price.total * 0.9),
      },
    ],
    ...overrides,
  };
}

export function aStayBooking(overrides: Partial<StayBooking> = {}): StayBooking {
  const quote = aQuote();
  return {
    reference: 'HJ-7KQ2MX',
    status: 'Confirmed',
    state: 'booked',
    guest_name: ASHA.name,
    room_type: quote.room_type,
    room_numbers: ['151'],
    check_in: quote.check_in,
    check_out: quote.check_out,
    nights: 2,
    adults: 2,
    children: 1,
    child_ages: [6],
    rooms: 1,
    rate_plan: { code: 'flexible', name: 'Room only (flexible)' },
    coupon: null,
    requests: {
      arrival_time: '15:00',
      bed_preference: 'King bed',
      occasion: 'Anniversary',
      remarks: 'Late arrival',
    },
    billing: null,
    price: quote.price,
    policy: quote.policy,
    can_change: true,
    can_cancel: true,
    cancellation_fee_now: 0,
    cancellation_fee: null,
    created_at: '2026-11-01T10:00:00.000Z',
    cancelled_at: null,
    pay_by: null,
    ...overrides,
  };
}

/** Clicks a day ('YYYY-MM-DD') in the booking calendar, turning to the next month until it shows. */
export async function pickDay(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  isoDate: string,
): Promise<void> {
  const name = new RegExp(`^${formatDate(isoDate)}`);
  for (let turn = 0; turn < 13; turn += 1) {
    const day = within(container).queryByRole('button', { name });
    if (day) return user.click(day);
    await user.click(await within(container).findByRole('button', { name: /next month/i }));
  }
  throw new Error(`${isoDate} is not in the calendar`);
}
