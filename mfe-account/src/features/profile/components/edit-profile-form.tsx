import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, PROFILE_SAVED_MESSAGE, profileUpdateSchema } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField } from '../../../components/form-fields';
import { showServerErrors } from '../../../lib/server-errors';
import { useUpdateUserProfile } from '../api/update-user-profile';

type ProfileFields = z.input<typeof profileUpdateSchema>;

const FIELDS = ['name', 'contact', 'address', 'city', 'country', 'pincode'] as const;

/** The profile's editable fields, filled with what is saved; the email identifies the account and stays. */
export function EditProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const update = useUpdateUserProfile(String(user.id));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFields, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, user[field]])),
  });

  const onSubmit = handleSubmit(async (profile) => {
    setFailure(null);
    try {
      await update.mutateAsync(profile);
      showToast({ kind: 'success', message: PROFILE_SAVED_MESSAGE });
      onSaved();
    } catch (error) {
      setFailure(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={failure} />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint="Your email identifies your account."
      />
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Contact"
        type="tel"
        autoComplete="tel"
        error={errors.contact?.message}
        {...register('contact')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="row">
        <div className="col-12 col-md-4">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <div className="col-12 col-md-4">
          <TextField
            label="Country"
            autoComplete="country-name"
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
        <div className="col-12 col-md-4">
          <TextField
            label="Pincode"
            autoComplete="postal-code"
            error={errors.pincode?.message}
            {...register('pincode')}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Save Changes
      </button>
    </form>
  );
}
