import {
  STAFF_ACCOUNT_SORTS,
  STAFF_ACCOUNTS_PAGE_SIZE,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '@haveli/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  formatDateTime,
  LoadingState,
  Modal,
  Pager,
} from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useListParams } from '../../components/list-params';
import { SortHeader } from '../../components/sort-header';
import { StaffPage } from '../../components/staff-page';
import {
  useReinviteStaff,
  useResetStaffTwoStep,
  useSetStaffDisabled,
  useSetStaffRole,
  useStaffAccounts,
} from './api/staff-accounts';
import { InviteForm } from './invite-form';

const STATE_LABELS = { active: 'Active', invited: 'Invited', disabled: 'Disabled' } as const;
const STATE_TONES = { active: 'success', invited: 'info', disabled: 'neutral' } as const;

function RoleControl({ account }: { account: StaffAccount }) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const change = useSetStaffRole();
  const selectId = `staff-role-${account.id}`;
  return (
    <form
      className="d-flex gap-2 align-items-start flex-wrap"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ id: account.id, role });
      }}
    >
      <label htmlFor={selectId} className="visually-hidden">
        Role of {account.name}
      </label>
      <select
        id={selectId}
        className="form-select form-select-sm w-auto"
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {STAFF_ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      {role !== account.role && (
        <Button
          type="submit"
          size="sm"
          busy={change.isPending}
          aria-label={`Save the role of ${account.name}`}
        >
          Save role
        </Button>
      )}
      {change.isError && (
        <p className="text-danger small mb-0 w-100" role="alert">
          {change.error.message}
        </p>
      )}
    </form>
  );
}

interface ConfirmStateProps {
  account: StaffAccount;
  open: boolean;
  onClose: () => void;
}

/** What the manager may do to an account in each state: disable it, withdraw its invitation, enable it. */
const STATE_ACTIONS = {
  active: { button: 'Disable', title: 'Disable account' },
  invited: { button: 'Withdraw invitation', title: 'Withdraw invitation' },
  disabled: { button: 'Enable', title: 'Enable account' },
} as const;

interface ConfirmChangeProps extends ConfirmStateProps {
  /** The dialog's title before the name, and its confirming button. */
  action: string;
  /** What the change does, said before it is made. */
  text: string;
  busy: boolean;
  error: Error | null;
  onConfirm(): void;
}

/** Asks before a change to someone's account, with the API's refusal shown in the dialog. */
function ConfirmChange({ account, open, onClose, action, text, busy, error, onConfirm }: ConfirmChangeProps) {
  return (
    <Modal
      title={`${action}: ${account.name}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it as it is
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {action}
          </Button>
        </>
      }
    >
      <FormAlert message={error?.message ?? null} />
      <p className="mb-0">{text}</p>
    </Modal>
  );
}

function ConfirmState({ account, open, onClose }: ConfirmStateProps) {
  const disabling = account.state !== 'disabled';
  const change = useSetStaffDisabled();
  const who = `${account.name} (${account.email})`;
  return (
    <ConfirmChange
      account={account}
      open={open}
      onClose={onClose}
      action={STATE_ACTIONS[account.state].title}
      text={
        account.state === 'active'
          ? `${who} is signed out everywhere at once and cannot sign in until the account is enabled again.`
          : account.state === 'invited'
            ? `The link mailed to ${who} stops working, and the account stays disabled.`
            : `${who} may sign in again with their password.`
      }
      busy={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate({ id: account.id, disabled: disabling }, { onSuccess: () => onClose() })}
    />
  );
}

/** A lost phone: the account's authenticator app is forgotten, and set up again at its next sign-in. */
function ConfirmTwoStepReset({ account, open, onClose }: ConfirmStateProps) {
  const reset = useResetStaffTwoStep();
  return (
    <ConfirmChange
      account={account}
      open={open}
      onClose={onClose}
      action="Reset two-step sign-in"
      text={`${account.name} (${account.email}) is signed out everywhere, and sets up an authenticator app again at their next sign-in. Do this when they have lost their phone.`}
      busy={reset.isPending}
      error={reset.error}
      onConfirm={() => reset.mutate(account.id, { onSuccess: () => onClose() })}
    />
  );
}

/** An invitation expired, lost or withdrawn: a new link is mailed, and the old one stops working. */
function ConfirmReinvite({ account, open, onClose }: ConfirmStateProps) {
  const reinvite = useReinviteStaff();
  return (
    <ConfirmChange
      account={account}
      open={open}
      onClose={onClose}
      action="Send invitation again"
      text={`A new link, good for ${STAFF_INVITATION_TTL_DAYS} days, is mailed to ${account.email}; any link sent before stops working. The account stays disabled until ${account.name} sets a password with it.`}
      busy={reinvite.isPending}
      error={reinvite.error}
      onConfirm={() => reinvite.mutate(account.id, { onSuccess: () => onClose() })}
    />
  );
}

const CONFIRMS = { state: ConfirmState, 'two-step': ConfirmTwoStepReset, reinvite: ConfirmReinvite } as const;

/** The dialog that asks before the change chosen; keyed by account and change, so each opens afresh. */
function ConfirmDialog({ change, ...props }: ConfirmStateProps & { change: keyof typeof CONFIRMS }) {
  const Confirm = CONFIRMS[change];
  return <Confirm key={`${change}-${props.account.id}`} {...props} />;
}

/** /staff/accounts (managers): the staff, their roles, and who may sign in. */
export function AccountsPage() {
  const { list, apply } = useListParams(STAFF_ACCOUNT_SORTS);
  const accounts = useStaffAccounts({ ...list, q: list.q || undefined });
  const [search, setSearch] = useState(list.q);
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: search.trim() });
  };
  // The account asked about stays while the dialog closes, so focus can go back to its button.
  const [confirming, setConfirming] = useState<{
    account: StaffAccount;
    open: boolean;
    change: 'state' | 'two-step' | 'reinvite';
  }>();

  let body;
  if (accounts.isPending) body = <LoadingState label="Loading staff accounts…" skeleton="lines" />;
  else if (accounts.isError)
    body = (
      <ErrorState
        title="We could not load the staff accounts"
        message={accounts.error.message}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (accounts.data.accounts.length === 0)
    body = list.q ? (
      <EmptyState title="No staff accounts match" message="Change or clear the search to see more." />
    ) : (
      <EmptyState title="No staff accounts yet" message="Staff accounts appear here once created." />
    );
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {accounts.data.total} {accounts.data.total === 1 ? 'account' : 'accounts'}
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <SortHeader label="Name" column="name" {...sortProps} />
                <SortHeader label="Email" column="email" {...sortProps} />
                <SortHeader label="Role" column="role" {...sortProps} />
                <SortHeader label="State" column="state" {...sortProps} />
                <SortHeader label="Last sign-in" column="last_sign_in_at" {...sortProps} />
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.accounts.map((account) => (
                <tr key={account.id}>
                  <td>{account.name}</td>
                  <td className="small text-break">{account.email}</td>
                  <td>
                    <RoleControl key={account.role} account={account} />
                  </td>
                  <td>
                    <Badge tone={STATE_TONES[account.state]}>{STATE_LABELS[account.state]}</Badge>
                    {account.two_step && <div className="small text-secondary mt-1">Two-step sign-in</div>}
                  </td>
                  <td className="small">
                    {account.last_sign_in_at ? formatDateTime(account.last_sign_in_at) : 'Never'}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${STATE_ACTIONS[account.state].button} ${account.name}`}
                        onClick={() => setConfirming({ account, open: true, change: 'state' })}
                      >
                        {STATE_ACTIONS[account.state].button}
                      </Button>
                      {account.can_reinvite && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Send invitation again to ${account.name}`}
                          onClick={() => setConfirming({ account, open: true, change: 'reinvite' })}
                        >
                          Send invitation again
                        </Button>
                      )}
                      {account.two_step && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Reset two-step sign-in of ${account.name}`}
                          onClick={() => setConfirming({ account, open: true, change: 'two-step' })}
                        >
                          Reset two-step
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={list.page}
          total={accounts.data.total}
          pageSize={STAFF_ACCOUNTS_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Staff account pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Staff accounts"
      lead="Change a member of staff's role, disable their account (they are signed out at once), or reset their two-step sign-in when they lose their phone."
    >
      <InviteForm />
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} role="search" aria-label="Find staff">
        <div className="col-12 col-md-5">
          <label htmlFor="accounts-search" className="form-label">
            Search by name or email
          </label>
          <input
            id="accounts-search"
            type="search"
            className="form-control"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-auto">
          <Button type="submit">Find staff</Button>
        </div>
      </form>
      {body}
      {confirming && (
        <ConfirmDialog {...confirming} onClose={() => setConfirming({ ...confirming, open: false })} />
      )}
    </StaffPage>
  );
}
