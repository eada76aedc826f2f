import { ErrorState, LoadingState } from '@haveli/ui';
import { Link, useNavigate, useParams } from '@haveli/router';
import { useSignedInUser } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';
import { useUserProfile } from './api/get-user-profile';
import { EditProfileForm } from './components/edit-profile-form';

/** /edit-profile/:userId: the guest's own profile form (staff may edit anyone's; the API decides). */
export function EditProfilePage() {
  const { userId = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const profile = useUserProfile(userId);
  const ownId = user?.id ?? '';

  let body;
  if (profile.isPending) body = <LoadingState label="Loading your details…" />;
  else if (profile.isError) {
    const forbidden = (profile.error as { status?: number }).status === 403;
    body = (
      <>
        <ErrorState
          title={forbidden ? 'Not your profile' : 'Your details could not be loaded'}
          message={messageOf(profile.error)}
          onRetry={forbidden ? undefined : () => void profile.refetch()}
        />
        {forbidden && (
          <Link className="btn btn-outline-primary" to={`/edit-profile/${ownId}`}>
            Edit my profile
          </Link>
        )}
      </>
    );
  } else {
    body = (
      <EditProfileForm
        key={profile.data.id}
        user={profile.data}
        onSaved={() => void navigate('/user-data')}
      />
    );
  }

  return (
    <section className="container py-5" aria-labelledby="edit-profile-title">
      <div className="row justify-content-center">
        <div className="col-12 col-md-10 col-lg-7">
          <h1 id="edit-profile-title" className="h2 section-title mb-4">
            Edit Profile
          </h1>
          {body}
        </div>
      </div>
    </section>
  );
}
