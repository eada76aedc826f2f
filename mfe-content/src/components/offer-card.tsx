import type { Offer } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import type { ReactNode } from 'react';

/** "20% off" or "₹2,000 off". */
export function offerValueText(offer: Pick<Offer, 'offer_type' | 'offer_value'>): string {
  return offer.offer_type === 'percent' ? `${offer.offer_value}% off` : `${formatInr(offer.offer_value)} off`;
}

export function OfferCard({ offer, action }: { offer: Offer; action?: ReactNode }) {
  return (
    <article className="card h-100 border-0 shadow-sm offer-card">
      <img
        src={offer.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="card-img-top object-fit-cover offer-card-image"
      />
      <div className="card-body d-flex flex-column">
        <p className="mb-2">
          <span className="badge text-bg-warning fs-6">{offerValueText(offer)}</span>
        </p>
        <h3 className="h5 card-title">{offer.offer_title}</h3>
        <p className="card-text text-secondary flex-grow-1">{offer.short_desc}</p>
        <p className="mb-0">
          Coupon code: <code className="offer-coupon">{offer.offer_coupon}</code>
        </p>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </article>
  );
}
