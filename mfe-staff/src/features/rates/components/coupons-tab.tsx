import { STAFF_COUPON_SORTS, STAFF_RATES_PAGE_SIZE, type StaffCoupon } from '@haveli/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  formatDate,
  formatInr,
  LoadingState,
  Pager,
} from '@haveli/ui';
import { useState } from 'react';
import { useListParams } from '../../../components/list-params';
import { SortHeader } from '../../../components/sort-header';
import { useCoupons } from '../api/staff-rates';
import { CouponDialog } from './coupon-dialog';
import { ListSearch } from './list-search';

const dates = (coupon: StaffCoupon) =>
  coupon.valid_from || coupon.valid_to
    ? `${coupon.valid_from ? formatDate(coupon.valid_from) : 'Any day'} to ${coupon.valid_to ? formatDate(coupon.valid_to) : 'any day'}`
    : 'Any arrival';

/** A coupon's conditions in a line: "30 days ahead · 2 room types · 1 blackout night". */
const conditions = (coupon: StaffCoupon) =>
  [
    coupon.advance_days !== null && `${coupon.advance_days} days ahead`,
    coupon.room_type_ids &&
      `${coupon.room_type_ids.length} room type${coupon.room_type_ids.length === 1 ? '' : 's'}`,
    coupon.blackout_dates.length > 0 &&
      `${coupon.blackout_dates.length} blackout night${coupon.blackout_dates.length === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join(' · ') || 'None';

/** Coupons: when each may be used and how often (the offer itself is edited with the site's content). */
export function CouponsTab() {
  const { list, apply } = useListParams(STAFF_COUPON_SORTS);
  const coupons = useCoupons({ ...list, q: list.q || undefined });
  const [editing, setEditing] = useState<{ coupon: StaffCoupon; open: boolean; opened: number }>();
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };

  let body;
  if (coupons.isPending) body = <LoadingState label="Loading coupons…" skeleton="lines" />;
  else if (coupons.isError)
    body = (
      <ErrorState
        title="We could not load the coupons"
        message={coupons.error.message}
        onRetry={() => void coupons.refetch()}
      />
    );
  else if (coupons.data.data.length === 0)
    body = <EmptyState title="No coupons match" message="Clear the search to see every coupon." />;
  else
    body = (
      <>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Coupons</caption>
            <thead>
              <tr>
                <SortHeader label="Coupon" column="code" {...sortProps} />
                <th scope="col">Off</th>
                <SortHeader label="Arrivals" column="valid_to" {...sortProps} />
                <SortHeader label="Uses" column="uses" {...sortProps} />
                <th scope="col">Per guest</th>
                <th scope="col">Conditions</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.data.map((coupon) => (
                <tr key={coupon.id}>
                  <th scope="row">
                    {coupon.code} {!coupon.active && <Badge tone="neutral">Not offered</Badge>}
                    <div className="small text-secondary fw-normal">{coupon.title}</div>
                  </th>
                  <td>
                    {coupon.offer_type === 'percent'
                      ? `${coupon.offer_value}%`
                      : formatInr(coupon.offer_value)}
                  </td>
                  <td>{dates(coupon)}</td>
                  <td>
                    {coupon.uses}
                    {coupon.max_uses !== null ? ` of ${coupon.max_uses}` : ''}
                  </td>
                  <td>{coupon.max_uses_per_guest ?? 'No limit'}</td>
                  <td>{conditions(coupon)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Change the limits of ${coupon.code}`}
                      onClick={() => setEditing({ coupon, open: true, opened: Date.now() })}
                    >
                      Limits
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={list.page}
          total={coupons.data.total}
          pageSize={STAFF_RATES_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Coupon pages"
        />
      </>
    );

  return (
    <>
      <ListSearch label="Search coupons" value={list.q} onSearch={(q) => apply({ q })} />
      {body}
      {editing && (
        <CouponDialog
          key={editing.opened}
          coupon={editing.coupon}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      )}
    </>
  );
}
