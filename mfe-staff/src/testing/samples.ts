import type { StaffOrder, StaffTableRequest } from '@haveli/contracts';

/** An open order as the kitchen's queue lists it. */
export const sampleStaffOrder = (extra: Partial<StaffOrder> = {}): StaffOrder => ({
  id: 3,
  reference: 'FO-7K2QX9',
  user_id: 7,
  guest_name: 'Asha Rao',
  outlet: 'In-room dining',
  items: [
    {
      id: 31,
      done: false,
      product_id: 5,
      name: 'Laal Maas',
      variant: 'Large',
      addons: [],
      choices: [{ group: 'Size', name: 'Large', price: 100 }],
      quantity: 2,
      unit_price: 880,
      line_total: 1760,
    },
  ],
  subtotal: 1760,
  tax: 317,
  tax_percent: 18,
  total: 2077,
  status: 'Received',
  cancel_reason: null,
  fulfilment: 'room',
  room_no: '204',
  table_name: null,
  scheduled_for: null,
  estimated_ready_at: '2026-05-01T10:30:00.000Z',
  instructions: 'No onions',
  payment: 'room_charge',
  invoice: null,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  ...extra,
});

export const sampleTableRequest = (extra: Partial<StaffTableRequest> = {}): StaffTableRequest => ({
  id: 21,
  name: 'Meera Joshi',
  email: 'meera@example.com',
  phone: '+91 98290 55555',
  restaurant: { id: 1, name: 'Laal Mahal' },
  date: '2026-05-04',
  time: '20:30',
  party_size: 4,
  details: 'Our anniversary',
  tables: [
    { id: 7, table_name: 'Zenana 1', seats: 4 },
    { id: 8, table_name: 'Zenana 2', seats: 6 },
  ],
  ...extra,
});
