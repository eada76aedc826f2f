import { type MailPreferences, SETTINGS_MESSAGES } from '@haveli/contracts';
import { ErrorState, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

const CHOICES: Array<{ key: keyof MailPreferences; label: string; hint: string }> = [
  { key: 'offers', label: 'Offers and packages', hint: 'Seasonal rates, dining evenings and stay packages.' },
  {
    key: 'marketing',
    label: 'News from the hotel',
    hint: 'Occasional letters about Haveli Jaipur and its events.',
  },
];

/** Which optional mail the guest wants; mail about their bookings, orders and account always goes. */
export function MailPreferencesCard() {
  const stored = useMailPreferences();
  const save = useSaveMailPreferences();
  // The guest's changes not yet saved, over what is stored.
  const [draft, setDraft] = useState<MailPreferences | null>(null);
  const choices = draft ?? stored.data;

  let body;
  if (stored.isPending || !choices) {
    body = stored.isError ? (
      <ErrorState
        title="Your mail preferences could not be loaded"
        message={messageOf(stored.error)}
        onRetry={() => void stored.refetch()}
      />
    ) : (
      <LoadingState label="Loading your mail preferences…" />
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choices);
        }}
      >
        <fieldset>
          <legend className="fs-6 fw-semibold">Optional mail</legend>
          {CHOICES.map(({ key, label, hint }) => (
            <div className="form-check form-switch mb-2" key={key}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`mail-${key}`}
                aria-describedby={`mail-${key}-hint`}
                checked={choices[key]}
                onChange={(event) => {
                  save.reset();
                  setDraft({ ...choices, [key]: event.target.checked });
                }}
              />
              <label className="form-check-label" htmlFor={`mail-${key}`}>
                {label}
              </label>
              <div className="form-text mt-0" id={`mail-${key}-hint`}>
                {hint}
              </div>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-outline-primary" disabled={save.isPending}>
          Save preferences
        </button>
        <div role="status" className="mt-2 text-success-emphasis">
          {save.isSuccess ? SETTINGS_MESSAGES.preferencesSaved : ''}
        </div>
        {save.isError && (
          <div className="alert alert-danger mt-2 mb-0" role="alert">
            {messageOf(save.error)}
          </div>
        )}
      </form>
    );
  }

  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5">Mail</h2>
        <p className="text-secondary">
          Mail about your bookings, table requests, orders, replies from the hotel and your password is always
          sent. Choose what else you would like to receive.
        </p>
        {body}
      </div>
    </div>
  );
}
