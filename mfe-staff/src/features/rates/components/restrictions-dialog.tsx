import { ApiRequestError } from '@haveli/api-client';
import {
  UNEXPECTED_ERROR_MESSAGE,
  type StaffRateCalendarUpdate,
  type StaffRoomTypeRef,
  WEEKDAY_NAMES,
} from '@haveli/contracts';
import { formatDate } from '@haveli/ui';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useSetRestrictions } from '../api/staff-rates';

const FLAGS = [
  ['stop_sell', 'Stop-sell', 'No stay may include these nights.'],
  ['closed_to_arrival', 'Closed to arrival', 'No stay may arrive on these days.'],
  ['closed_to_departure', 'Closed to departure', 'No stay may leave on these days.'],
] as const;
const NIGHTS = [
  ['min_stay', 'Fewest nights for arrivals'],
  ['max_stay', 'Most nights for arrivals'],
] as const;
type Flag = (typeof FLAGS)[number][0];
type Nights = (typeof NIGHTS)[number][0];

export interface RestrictionsDialogProps {
  roomType: StaffRoomTypeRef;
  from: string;
  to: string;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Sets or clears the restrictions of a room type over a range of days (only some weekdays, if chosen). */
export function RestrictionsDialog({ roomType, from, to, open, onClose, onSaved }: RestrictionsDialogProps) {
  const save = useSetRestrictions();
  const [flags, setFlags] = useState<Record<Flag, '' | 'on' | 'off'>>({
    stop_sell: '',
    closed_to_arrival: '',
    closed_to_departure: '',
  });
  const [nights, setNights] = useState<Record<Nights, { mode: '' | 'set' | 'clear'; value: string }>>({
    min_stay: { mode: '', value: '' },
    max_stay: { mode: '', value: '' },
  });
  const [weekdays, setWeekdays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [failure, setFailure] = useState<string | null>(null);

  const range = from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
  const submit = () => {
    const set: StaffRateCalendarUpdate['set'] = {};
    for (const [field] of FLAGS) if (flags[field]) set[field] = flags[field] === 'on';
    for (const [field] of NIGHTS) {
      const { mode, value } = nights[field];
      if (mode === 'clear') set[field] = null;
      else if (mode === 'set') set[field] = Number(value);
    }
    setFailure(null);
    save.mutate(
      {
        room_type_ids: [roomType.id],
        from,
        to,
        ...(weekdays.length < 7 ? { weekdays } : {}),
        set,
      },
      {
        onSuccess: ({ nights: changed }) =>
          onSaved(`${roomType.title}, ${range}: ${changed} ${changed === 1 ? 'day' : 'days'} changed.`),
        onError: (error) =>
          setFailure(
            error instanceof ApiRequestError
              ? (Object.values(error.fields ?? {})[0] ?? error.message)
              : UNEXPECTED_ERROR_MESSAGE,
          ),
      },
    );
  };

  return (
    <FormDialog
      title={`Restrictions: ${roomType.title}, ${range}`}
      open={open}
      onClose={onClose}
      formId="restrictions-form"
      submitLabel="Save restrictions"
      busy={save.isPending}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="small text-body-secondary">Fields left on “Keep as is” do not change.</p>
      <div className="row g-2">
        {FLAGS.map(([field, label, hint]) => (
          <div className="col-12 col-sm-4 mb-3" key={field}>
            <label className="form-label" htmlFor={`restriction-${field}`}>
              {label}
            </label>
            <select
              id={`restriction-${field}`}
              className="form-select"
              aria-describedby={`restriction-${field}-hint`}
              value={flags[field]}
              onChange={(event) =>
                setFlags({ ...flags, [field]: event.target.value as (typeof flags)[Flag] })
              }
            >
              <option value="">Keep as is</option>
              <option value="on">On</option>
              <option value="off">Off</option>
            </select>
            <div className="form-text" id={`restriction-${field}-hint`}>
              {hint}
            </div>
          </div>
        ))}
        {NIGHTS.map(([field, label]) => (
          <div className="col-12 col-sm-6 mb-3" key={field}>
            <label className="form-label" htmlFor={`restriction-${field}`}>
              {label}
            </label>
            <div className="input-group">
              <select
                className="form-select"
                aria-label={`${label}: change`}
                value={nights[field].mode}
                onChange={(event) =>
                  setNights({
                    ...nights,
                    [field]: { ...nights[field], mode: event.target.value as '' | 'set' | 'clear' },
                  })
                }
              >
                <option value="">Keep as is</option>
                <option value="set">Set to</option>
                <option value="clear">Clear</option>
              </select>
              <input
                id={`restriction-${field}`}
                className="form-control"
                type="number"
                min={1}
                max={30}
                disabled={nights[field].mode !== 'set'}
                value={nights[field].value}
                onChange={(event) =>
                  setNights({ ...nights, [field]: { mode: 'set', value: event.target.value } })
                }
              />
            </div>
          </div>
        ))}
      </div>
      <fieldset>
        <legend className="form-label fs-6">On these weekdays</legend>
        {WEEKDAY_NAMES.map((name, day) => (
          <div className="form-check form-check-inline" key={name}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`restriction-weekday-${day}`}
              checked={weekdays.includes(day)}
              onChange={(event) =>
                setWeekdays(
                  event.target.checked
                    ? [...weekdays, day].sort()
                    : weekdays.filter((candidate) => candidate !== day),
                )
              }
            />
            <label className="form-check-label" htmlFor={`restriction-weekday-${day}`}>
              {name}
            </label>
          </div>
        ))}
      </fieldset>
    </FormDialog>
  );
}
