import { ErrorState, LoadingState } from '@haveli/ui';
import { NO_USER_DATA_MESSAGE } from '@haveli/contracts';
import { messageOf } from '../../../lib/server-errors';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileCard } from './profile-card';

/** Loads a profile and shows it, or its loading, error (with Retry) or empty state. */
export function ProfilePanel({ userId, full = false }: { userId: string; full?: boolean }) {
  const profile = useUserProfile(userId);
  if (profile.isPending) return <LoadingState label="Loading your details…" />;
  if (profile.isError) {
    return (
      <ErrorState
        title="Your details could not be loaded"
        message={messageOf(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (!profile.data.name) return <p className="text-secondary py-4 text-center">{NO_USER_DATA_MESSAGE}</p>;
  return <ProfileCard user={profile.data} full={full} />;
}
