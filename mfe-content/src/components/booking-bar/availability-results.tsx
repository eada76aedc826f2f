import { type AvailabilityResponse, bookingLink, partyOfGuestOption } from '@haveli/contracts';
import { formatDate, formatInr } from '@haveli/ui';
import { Link } from '@haveli/router';
import type { RoomStatusFilter } from './guest-options';

export interface AvailabilityResultsProps {
  result: AvailabilityResponse;
  roomStatus: RoomStatusFilter;
  rooms: number;
  /** The bar's Guests option (SPEC §9, 1 to 4), which the booking form reads as adults and children. */
  guestOption: string;
}

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** Room types for the searched stay: how many rooms are free and what the stay costs, coupon applied. */
export function AvailabilityResults({ result, roomStatus, rooms, guestOption }: AvailabilityResultsProps) {
  const party = partyOfGuestOption(guestOption);
  const shown = result.rooms.filter((room) => roomStatus === 'all' || room.available >= rooms);
  return (
    <section className="mt-4" aria-labelledby="availability-title" aria-live="polite">
      <h2 id="availability-title" className="h4">
        Rooms for {formatDate(result.check_in)} – {formatDate(result.check_out)} ({nightsText(result.nights)})
      </h2>
      {result.coupon && (
        <p className="text-success mb-3">
          Offer applied: {result.coupon.offer_title} ({result.coupon.code})
        </p>
      )}
      {shown.length === 0 ? (
        <p className="alert alert-info mb-0">
          No rooms are available for these dates and guests. Please try other dates.
        </p>
      ) : (
        <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3 mb-0">
          {shown.map((room) => {
            const roomsNeeded = Math.max(rooms, room.rooms_needed ?? rooms);
            // The API's all-in total says the type can take the party; without one it says why not.
            const bookable =
              room.available >= roomsNeeded && (room.total !== undefined || !room.unavailable_reason);
            return (
              <li className="col" key={room.id}>
                <article className="card h-100 border-0 shadow-sm flex-row overflow-hidden availability-card">
                  <img
                    src={room.image}
                    alt=""
                    width={480}
                    height={320}
                    loading="lazy"
                    className="object-fit-cover availability-card-image"
                  />
                  <div className="card-body">
                    <p className="section-eyebrow mb-1">{room.room_type}</p>
                    <h3 className="h5 card-title">{room.title}</h3>
                    {room.total !== undefined ? (
                      <p className="mb-1" data-testid="all-in-total">
                        <span className="fs-4 fw-bold text-primary">{formatInr(room.total)}</span> for{' '}
                        {nightsText(room.nights)}
                        {roomsNeeded > 1 && `, ${roomsNeeded} rooms`}, taxes included
                        {room.tax_total !== undefined && (
                          <span className="d-block small text-secondary">
                            of which GST {formatInr(room.tax_total)}
                          </span>
                        )}
                      </p>
                    ) : (
                      <p className="mb-1">
                        <span className="fs-5 fw-semibold text-primary">{formatInr(room.price * rooms)}</span>{' '}
                        for {nightsText(room.nights)}
                        {rooms > 1 && `, ${rooms} rooms`}
                        {room.full_price > room.price && (
                          <>
                            {' '}
                            <del className="text-secondary">{formatInr(room.full_price * rooms)}</del>
                          </>
                        )}
                      </p>
                    )}
                    <p className="small text-secondary mb-2">
                      {formatInr(room.room_base_price)} a night · sleeps up to {room.max_guests}
                    </p>
                    {bookable ? (
                      <>
                        <p className="small text-success mb-2">
                          {room.available} {room.available === 1 ? 'room' : 'rooms'} available
                        </p>
                        <Link
                          className="btn btn-primary btn-sm"
                          to={bookingLink({
                            roomType: room.room_type,
                            checkIn: result.check_in,
                            checkOut: result.check_out,
                            ...party,
                            rooms: roomsNeeded,
                            coupon: result.coupon?.code,
                          })}
                        >
                          Book {room.room_type}
                        </Link>
                      </>
                    ) : (
                      <p className="small text-danger mb-0">
                        {room.unavailable_reason ?? 'Not available for these dates and guests'}
                      </p>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
