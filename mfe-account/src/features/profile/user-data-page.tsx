import { useSignedInUser } from '../../hooks/use-auth';
import { ProfilePanel } from './components/profile-panel';

/** SPEC §2 User data: the signed-in guest's details and an Edit Profile button. */
export function UserDataPage() {
  const user = useSignedInUser();
  return (
    <section className="container py-5" aria-labelledby="user-data-title">
      <div className="row justify-content-center">
        <div className="col-12 col-md-8 col-lg-5">
          <h1 id="user-data-title" className="h2 section-title text-center mb-4">
            My Details
          </h1>
          {user && <ProfilePanel userId={user.id} full />}
        </div>
      </div>
    </section>
  );
}
