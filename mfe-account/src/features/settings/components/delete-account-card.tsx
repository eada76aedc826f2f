import { deleteAccountRequestSchema, SETTINGS_MESSAGES } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { useNavigate } from '@haveli/router';
import { FormAlert, Modal } from '@haveli/ui';
import { useState } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { PasswordInput } from '../../../components/password-input';
import { useDeleteAccount } from '../api/account-actions';

const FORM_ID = 'delete-account-form';

/**
 * Deletes the account after a confirmation that asks for the password. The hotel keeps the bookings and
 * orders it must, without the guest's name or contact details; the guest is signed out.
 */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setFieldError(null);
    remove.reset();
  };
  const confirm = async () => {
    const parsed = deleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.passwordRequired);
      return;
    }
    setFieldError(null);
    try {
      const { message } = await remove.mutateAsync(parsed.data);
      showToast({ kind: 'success', message });
      void navigate('/home', { replace: true });
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };
  const serverError = remove.isError ? messageOf(remove.error) : null;
  const error = fieldError ?? serverError;

  return (
    <div className="card h-100 border-danger-subtle">
      <div className="card-body">
        <h2 className="h5">Delete account</h2>
        <p className="text-secondary">
          Your profile, messages and preferences are removed and you are signed out. Bookings and orders the
          hotel must keep stay without your name or contact details.
        </p>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          Delete my account
        </button>
      </div>
      <Modal
        title="Delete your account?"
        open={open}
        onClose={close}
        centered
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Keep my account
            </button>
            <button type="submit" form={FORM_ID} className="btn btn-danger" disabled={remove.isPending}>
              Delete my account
            </button>
          </>
        }
      >
        <form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>This cannot be undone. Enter your password to confirm.</p>
          {serverError && !fieldError && <FormAlert message={serverError} />}
          <label className="form-label" htmlFor="delete-account-password">
            Password
          </label>
          <PasswordInput
            id="delete-account-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={error ? 'is-invalid' : ''}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'delete-account-password-error' : undefined}
            feedback={
              error && (
                <div className="invalid-feedback" id="delete-account-password-error">
                  {error}
                </div>
              )
            }
          />
        </form>
      </Modal>
    </div>
  );
}
