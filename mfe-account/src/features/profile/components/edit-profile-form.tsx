import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, PROFILE_SAVED_MESSAGE, profileUpdateSchema } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { FormAlert, FormField } from '@haveli/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
      <FormField label="Email" hint="Your email identifies your account.">
        {(control) => <input {...control} type="email" value={user.email} readOnly disabled />}
      </FormField>
      <FormField label="Full Name" error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="name" required {...register('name')} />}
      </FormField>
      <FormField label="Contact" error={errors.contact?.message}>
        {(control) => <input {...control} type="tel" autoComplete="tel" {...register('contact')} />}
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        {(control) => <input {...control} autoComplete="street-address" {...register('address')} />}
      </FormField>
      <div className="row">
        <div className="col-12 col-md-4">
          <FormField label="City" error={errors.city?.message}>
            {(control) => <input {...control} autoComplete="address-level2" {...register('city')} />}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label="Country" error={errors.country?.message}>
            {(control) => <input {...control} autoComplete="country-name" {...register('country')} />}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label="Pincode" error={errors.pincode?.message}>
            {(control) => <input {...control} autoComplete="postal-code" {...register('pincode')} />}
          </FormField>
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Save Changes
      </button>
    </form>
  );
}
