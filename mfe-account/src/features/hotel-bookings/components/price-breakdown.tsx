import type { StayNight, StayPrice } from '@haveli/contracts';
import { formatInr, formatWeekday } from '@haveli/ui';
import { formatDay } from '../lib/calendar-days';

function nightNote(night: StayNight): string {
  const notes = [night.day_kind === 'weekend' ? 'weekend' : '', night.season ?? ''].filter(Boolean);
  return notes.join(', ');
}

export interface PriceBreakdownProps {
  price: StayPrice;
  /** Caption read by screen readers and shown above the table. */
  title?: string;
}

/**
 * The one price breakdown of a stay (booking form, confirmation, history): each night's rate, the extras,
 * the discount, GST by slab and the all-in total, the most prominent line.
 */
export function PriceBreakdown({ price, title = 'Price breakdown' }: PriceBreakdownProps) {
  const rooms = price.rooms > 1 ? ` × ${price.rooms} rooms` : '';
  const { extras } = price;
  return (
    <div className="price-breakdown" data-testid="price-breakdown">
      <table className="table table-sm mb-0 align-middle">
        <caption className="caption-top fw-semibold text-body pt-0">{title}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {price.nights.map((night) => {
            const note = nightNote(night);
            return (
              <tr key={night.date}>
                <th scope="row" className="fw-normal">
                  Night of {formatWeekday(night.date)} {formatDay(night.date)}
                  <span className="d-block small text-secondary">
                    {formatInr(night.rate)}
                    {rooms}
                    {note && ` · ${note}`}
                  </span>
                </th>
                <td className="text-end">{formatInr(night.room_amount)}</td>
              </tr>
            );
          })}
          {extras.extra_adult_amount > 0 && (
            <tr>
              <th scope="row" className="fw-normal">
                Extra adults ({extras.extra_adults})
              </th>
              <td className="text-end">{formatInr(extras.extra_adult_amount)}</td>
            </tr>
          )}
          {extras.extra_child_amount > 0 && (
            <tr>
              <th scope="row" className="fw-normal">
                Extra children ({extras.extra_children})
              </th>
              <td className="text-end">{formatInr(extras.extra_child_amount)}</td>
            </tr>
          )}
          {extras.meal_plan_amount > 0 && (
            <tr>
              <th scope="row" className="fw-normal">
                Breakfast
              </th>
              <td className="text-end">{formatInr(extras.meal_plan_amount)}</td>
            </tr>
          )}
          {price.discount && price.discount.amount > 0 && (
            <tr className="text-success">
              <th scope="row" className="fw-normal">
                Discount: {price.discount.title} ({price.discount.code})
              </th>
              <td className="text-end">−{formatInr(price.discount.amount)}</td>
            </tr>
          )}
          {price.taxes.map((tax) => (
            <tr key={tax.label}>
              <th scope="row" className="fw-normal">
                {tax.label} <span className="small text-secondary">on {formatInr(tax.taxable)}</span>
              </th>
              <td className="text-end">{formatInr(tax.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="price-breakdown-total">
            <th scope="row">Total (taxes included)</th>
            <td className="text-end fs-5 fw-bold text-primary" data-testid="stay-total">
              {formatInr(price.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
