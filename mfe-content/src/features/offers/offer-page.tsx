import { useRef, useState } from 'react';
import { BookingBar } from '../../components/booking-bar/booking-bar';
import { OfferList } from '../../components/offer-list';
import { PageHeader } from '../../components/page-header';

/**
 * SPEC §2 Special Offer: a search that checks availability with the chosen offer's coupon applied (not an
 * external form service, PRODUCT.md §6), and the offer list.
 */
export function OfferPage() {
  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  const searchRef = useRef<HTMLDivElement>(null);

  const chooseOffer = (code: string) => {
    setCoupon(code);
    searchRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    searchRef.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus();
  };

  return (
    <>
      <PageHeader
        title="Special Offer"
        lead="Choose an offer, pick your dates and see the price with the offer applied."
      />
      <div className="container py-4" ref={searchRef}>
        <BookingBar title="Search with an offer" offerSearch coupon={coupon} submitLabel="Search" />
      </div>
      <section className="py-5" aria-labelledby="offer-list-title">
        <div className="container">
          <h2 id="offer-list-title" className="h3 section-title mb-4">
            Current Offers
          </h2>
          <OfferList
            paged
            actionFor={(offer) => (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => chooseOffer(offer.offer_coupon)}
              >
                Book with {offer.offer_title}
              </button>
            )}
          />
        </div>
      </section>
    </>
  );
}
