import type { Offer } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PAGE_SIZE } from '@haveli/contracts';
import { useOffers } from '../api/get-offers';
import { OfferCard } from './offer-card';
import { QueryState } from './query-state';

export interface OfferListProps {
  /** Page through every offer (SPEC §9: five a page) rather than show the first page only. */
  paged?: boolean;
  /** Something to do with an offer, e.g. search with its coupon. */
  actionFor?: (offer: Offer) => ReactNode;
  /** On a phone, one row swiped sideways (the home page): then the row itself takes the keyboard's focus. */
  carousel?: boolean;
}

/** SPEC §2 offer list: the hotel's current offers and their coupons, from the API. */
export function OfferList({ paged = false, actionFor, carousel = false }: OfferListProps) {
  const [page, setPage] = useState(1);
  const offers = useOffers(page);
  return (
    <QueryState
      query={offers}
      loading="Loading offers…"
      errorTitle="We could not load our offers"
      empty="There are no offers right now. Please check back soon."
      isEmpty={(data) => data.data.length === 0}
    >
      {(data) => (
        <>
          <ul
            className={`row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled${carousel ? ' phone-carousel' : ''}`}
            {...(carousel ? { tabIndex: 0, 'aria-label': 'Current offers' } : {})}
          >
            {data.data.map((offer) => (
              <li className="col" key={offer.id}>
                <OfferCard offer={offer} action={actionFor?.(offer)} />
              </li>
            ))}
          </ul>
          {paged && (
            <Pager
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE.offers}
              onPageChange={setPage}
              label="Offer pages"
            />
          )}
        </>
      )}
    </QueryState>
  );
}
