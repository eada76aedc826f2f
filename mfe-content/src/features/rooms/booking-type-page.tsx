import { requestShell } from '@haveli/event-bus';
import { Link } from '@haveli/router';
import { PageHeader } from '../../components/page-header';

const LINK_CHOICES = [
  {
    title: 'Hotel Room',
    text: 'Stay in a heritage room or suite, breakfast included.',
    to: '/user-booking',
    action: 'Book a room',
  },
  {
    title: 'Meetings & Events',
    text: 'Weddings, celebrations and meetings for 12 to 100 guests.',
    to: '/meeting',
    action: 'See our venues',
  },
  {
    title: 'Food Order',
    text: 'Order from our kitchens to your room or your home.',
    to: '/menu',
    action: 'Order food',
  },
] as const;

/** The /booking-type screen: what would you like to book? */
export function BookingTypePage() {
  return (
    <>
      <PageHeader title="What Would You Like to Book?" crumb="Booking Type" />
      <div className="container py-5">
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4 list-unstyled mb-0">
          {LINK_CHOICES.slice(0, 1).map((choice) => (
            <BookingChoice key={choice.title} {...choice} />
          ))}
          <li className="col">
            <article className="card h-100 border-0 shadow-sm p-4">
              <h2 className="h5">Restaurant Table</h2>
              <p className="text-secondary flex-grow-1">Reserve a table at Laal Mahal or on The Verandah.</p>
              <button
                type="button"
                className="btn btn-primary align-self-start"
                onClick={() => requestShell({ type: 'open-booking-modal' })}
              >
                Book Your Slot
              </button>
            </article>
          </li>
          {LINK_CHOICES.slice(1).map((choice) => (
            <BookingChoice key={choice.title} {...choice} />
          ))}
        </ul>
      </div>
    </>
  );
}

function BookingChoice({ title, text, to, action }: (typeof LINK_CHOICES)[number]) {
  return (
    <li className="col">
      <article className="card h-100 border-0 shadow-sm p-4">
        <h2 className="h5">{title}</h2>
        <p className="text-secondary flex-grow-1">{text}</p>
        <Link className="btn btn-primary align-self-start" to={to}>
          {action}
        </Link>
      </article>
    </li>
  );
}
