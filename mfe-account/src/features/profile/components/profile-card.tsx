import type { CurrentUser } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { Avatar } from '../../../components/avatar';

const NOT_GIVEN = 'Not given';

/** The guest's own details with their initials; `full` adds city and country (user-data), else pincode only. */
export function ProfileCard({ user, full = false }: { user: CurrentUser; full?: boolean }) {
  const rows: Array<[string, string]> = [
    ['Email', user.email],
    ['Phone', user.contact],
    ['Address', user.address],
    ...(full
      ? ([
          ['City', user.city],
          ['Country', user.country],
        ] as Array<[string, string]>)
      : []),
    ['Pincode', user.pincode],
  ];
  return (
    <div className="card profile-card h-100">
      <div className="card-body text-center">
        <Avatar name={user.name} />
        <p className="h5 mt-3 mb-3" data-testid="profile-name">
          {user.name}
        </p>
        <dl className="profile-details text-start mb-4">
          {rows.map(([label, value]) => (
            <div className="d-flex gap-2 py-1 border-bottom" key={label}>
              <dt className="fw-semibold">{label}</dt>
              <dd className="mb-0 ms-auto text-end text-break">
                {value || <span className="text-secondary">{NOT_GIVEN}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <Link className="btn btn-primary" to={`/edit-profile/${user.id}`}>
          Edit Profile
        </Link>
      </div>
    </div>
  );
}
