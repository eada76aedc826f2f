import type { StayQuote } from '@haveli/contracts';
import type { UseQueryResult } from '@haveli/query';
import { messageOf } from '../../../lib/server-errors';
import { PriceBreakdown } from './price-breakdown';

export interface StayPricePanelProps {
  quote: UseQueryResult<StayQuote>;
  /** Whether the stay is complete enough to price. */
  asked: boolean;
  rooms: number;
}

/** The booking form's price: the breakdown of the stay as chosen, its policy, and whether rooms are free. */
export function StayPricePanel({ quote, asked, rooms }: StayPricePanelProps) {
  let body;
  if (!asked) {
    body = (
      <p className="text-secondary mb-0">
        Choose a room type, your dates and the guests to see the price of your stay.
      </p>
    );
  } else if (quote.isError && !quote.data) {
    body = (
      <div className="alert alert-warning mb-0" role="alert">
        {messageOf(quote.error)}
      </div>
    );
  } else if (!quote.data) {
    body = <p className="text-secondary mb-0">Working out the price…</p>;
  } else {
    const { data } = quote;
    body = (
      <>
        {quote.isError && (
          <div className="alert alert-warning" role="alert">
            {messageOf(quote.error)}
          </div>
        )}
        {data.available_rooms < rooms && (
          <p className="alert alert-danger py-2" role="alert">
            {data.available_rooms === 0
              ? 'No rooms of this type are available for those dates.'
              : `Only ${data.available_rooms} ${data.available_rooms === 1 ? 'room' : 'rooms'} of this type free for those dates.`}
          </p>
        )}
        <p className="small text-secondary mb-2">
          {data.room_type.title} · {data.rooms > 1 ? `${data.rooms} rooms · ` : ''}
          {data.adults} {data.adults === 1 ? 'adult' : 'adults'}
          {data.children > 0 && `, ${data.children} ${data.children === 1 ? 'child' : 'children'}`}
        </p>
        <PriceBreakdown price={data.price} title="Price of your stay" />
        <p className="small mt-3 mb-0" data-testid="stay-policy">
          <span className="fw-semibold">Cancellation: </span>
          {data.policy.text}
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="stay-price-title" aria-live="polite" aria-busy={quote.isFetching}>
      <h2 id="stay-price-title" className="h5">
        Price
      </h2>
      {body}
    </section>
  );
}
