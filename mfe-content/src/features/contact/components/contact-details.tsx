import mapImage from '../../../assets/contact-map.svg';

export const HOTEL_ADDRESS = 'Haveli Palace Road, C-Scheme, Jaipur, Rajasthan 302001, India';
export const MAP_SEARCH_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(HOTEL_ADDRESS)}`;

/** SPEC §2 contact details and the map: a picture shipped with the app, and a link out to a maps search. */
export function ContactDetails() {
  return (
    <div className="contact-details">
      <h2 className="h3 section-title mb-4">Contact Details</h2>
      <dl className="mb-4">
        <dt>Address</dt>
        <dd>
          <address className="mb-0">{HOTEL_ADDRESS}</address>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href="tel:+911414000000">+91 141 400 0000</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href="mailto:stay@haveli.example">stay@haveli.example</a>
        </dd>
        <dt>Front desk</dt>
        <dd>Open 24 hours, every day</dd>
      </dl>
      <figure className="mb-0">
        <img
          src={mapImage}
          alt="Map of C-Scheme, Jaipur: Haveli stands on Haveli Palace Road, beside Central Park"
          width={800}
          height={450}
          loading="lazy"
          className="img-fluid rounded-3 border contact-map"
        />
        <figcaption className="mt-2">
          <a href={MAP_SEARCH_URL} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </figcaption>
      </figure>
    </div>
  );
}
