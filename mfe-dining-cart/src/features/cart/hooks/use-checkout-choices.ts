import type { CheckoutOptions, Fulfilment, Payment, PlaceOrderRequest } from '@haveli/contracts';
import { useState } from 'react';

/** "room", "pickup" or "table:<reservation id>": one radio per place the food can go. */
export type Destination = 'room' | 'pickup' | `table:${number}`;

/** The guest's answers to where, when and how to pay, starting from what suits them best. */
export function useCheckoutChoices(options: CheckoutOptions) {
  const firstTable = options.tables[0];
  const [destination, setDestination] = useState<Destination>(
    options.stay ? 'room' : firstTable ? `table:${firstTable.reservation_id}` : 'pickup',
  );
  const [timing, setTiming] = useState<'asap' | 'later'>('asap');
  const [slot, setSlot] = useState(options.slots[0] ?? '');
  const [instructions, setInstructions] = useState('');
  const [payment, setPayment] = useState<Payment>(options.stay ? 'room_charge' : 'at_hotel');

  const fulfilment: Fulfilment = destination.startsWith('table:') ? 'table' : (destination as Fulfilment);
  const request: PlaceOrderRequest = {
    fulfilment,
    ...(fulfilment === 'table'
      ? { restaurant_reservation_id: Number(destination.slice('table:'.length)) }
      : {}),
    when: timing === 'asap' || !slot ? 'asap' : slot,
    instructions,
    payment,
  };

  return {
    destination,
    setDestination,
    timing,
    setTiming,
    slot,
    setSlot,
    instructions,
    setInstructions,
    payment,
    setPayment,
    request,
  };
}
