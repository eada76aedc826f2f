import { Link } from '@haveli/router';
import { StaffPage } from '../../components/staff-page';
import { CONTENT_ENTITIES } from './content-entities';

/** /staff/content (editors, managers): every kind of content the public site shows, each with its list. */
export function ContentPage() {
  return (
    <StaffPage
      title="Content"
      lead="Create, change and delete what the public site shows. A change is on the site as soon as it is saved."
    >
      <ul className="row g-3 list-unstyled">
        {CONTENT_ENTITIES.map((spec) => (
          <li key={spec.entity} className="col-12 col-md-6 col-lg-4">
            <Link
              to={`/staff/content/${spec.entity}`}
              className="card card-body h-100 staff-figure staff-figure-link"
            >
              <span className="h5 mb-1">{spec.label}</span>
              <span className="staff-figure-label">{spec.lead}</span>
            </Link>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
