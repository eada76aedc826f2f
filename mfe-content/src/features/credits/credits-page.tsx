import { Picture, photoUrl } from '@haveli/ui/src/picture';
import { PageHeader } from '../../components/page-header';
import { LICENCE_URLS, PHOTO_CREDITS } from './photo-credits';

/** Who took the site's photographs and under which licence (not linked from the menus; the footer may). */
export function CreditsPage() {
  return (
    <>
      <PageHeader
        title="Photo Credits"
        crumb="Credits"
        lead="The photographers whose work appears on this site, and the licences we use it under."
      />
      <section className="container py-5" aria-labelledby="photos-title">
        <h2 id="photos-title" className="h3 section-title mb-4">
          Photographs
        </h2>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0">
          {PHOTO_CREDITS.map((credit) => (
            <li className="col" key={credit.name}>
              <figure className="card h-100 border-0 shadow-sm mb-0">
                <Picture
                  src={photoUrl(credit.name, 400, 'webp')}
                  alt={credit.subject}
                  sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
                  width={400}
                  height={267}
                  className="card-img-top object-fit-cover credit-photo"
                />
                <figcaption className="card-body">
                  <p className="fw-semibold mb-1">{credit.subject}</p>
                  <p className="mb-1">
                    Photo by{' '}
                    {credit.authorUrl ? <a href={credit.authorUrl}>{credit.author}</a> : credit.author}
                    {' · '}
                    <a href={credit.source}>
                      source<span className="visually-hidden"> of {credit.subject.toLowerCase()}</span>
                    </a>
                  </p>
                  <p className="small text-secondary mb-0">
                    <a href={LICENCE_URLS[credit.licence]}>{credit.licence}</a>
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pb-5" aria-labelledby="drawings-title">
        <h2 id="drawings-title" className="h3 section-title mb-3">
          Illustrations
        </h2>
        <p className="mb-0">
          Where no photograph of ours exists yet (the palace, Jaipur, our banquet and meeting rooms, the
          Heritage and Royal suites), the pictures are drawings made for Haveli.
        </p>
      </section>
    </>
  );
}
