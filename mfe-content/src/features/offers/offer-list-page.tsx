import { OfferList } from '../../components/offer-list';
import { PageHeader } from '../../components/page-header';

/** The /offer-list screen: every offer, five a page (SPEC §9). */
export function OfferListPage() {
  return (
    <>
      <PageHeader
        title="Offers"
        crumb="Offer List"
        lead="Our current offers and the coupons that claim them."
      />
      <div className="container py-5">
        <h2 className="visually-hidden">Current offers</h2>
        <OfferList paged />
      </div>
    </>
  );
}
