import {
  MAX_INSTRUCTIONS_LENGTH,
  PAYMENT_LABELS,
  type CheckoutOptions,
  type Payment,
} from '@haveli/contracts';
import { formatDateTime } from '@haveli/ui';
import { useId } from 'react';
import type { Destination, useCheckoutChoices } from '../hooks/use-checkout-choices';

export interface CheckoutChoicesProps {
  options: CheckoutOptions;
  choices: ReturnType<typeof useCheckoutChoices>;
}

interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

function RadioGroup<T extends string>({
  legend,
  name,
  items,
  value,
  onChange,
  note,
}: {
  legend: string;
  name: string;
  items: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  note?: string;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="h6 fw-semibold">{legend}</legend>
      {items.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div className="form-check mb-1" key={item.value}>
            <input
              className="form-check-input"
              type="radio"
              name={name}
              id={id}
              checked={value === item.value}
              onChange={() => onChange(item.value)}
            />
            <label className="form-check-label" htmlFor={id}>
              {item.label}
              {item.hint && <span className="d-block small text-secondary">{item.hint}</span>}
            </label>
          </div>
        );
      })}
      {note && <p className="small text-secondary mb-0 mt-1">{note}</p>}
    </fieldset>
  );
}

/** Checkout's questions: where the food goes, when, any instructions, and how the guest pays. */
export function CheckoutChoices({ options, choices }: CheckoutChoicesProps) {
  const id = useId();
  const { stay, tables, kitchen } = options;

  const destinations: Choice<Destination>[] = [
    ...(stay
      ? [{ value: 'room' as const, label: `In-room dining to Room ${stay.room_no}`, hint: stay.room_type }]
      : []),
    ...tables.map((table) => ({
      value: `table:${table.reservation_id}` as const,
      label: `At my table: ${table.table_name}`,
      hint: `Your reservation today at ${table.time}`,
    })),
    { value: 'pickup' as const, label: 'Pickup from the restaurant' },
  ];
  const payments: Choice<Payment>[] = [
    ...(stay
      ? [{ value: 'room_charge' as const, label: `${PAYMENT_LABELS.room_charge} (Room ${stay.room_no})` }]
      : []),
    {
      value: 'at_hotel' as const,
      label: PAYMENT_LABELS.at_hotel,
      hint: 'By card, UPI or cash when the food is served or collected.',
    },
  ];
  const asapHint = kitchen.open_now
    ? `Ready at about ${formatDateTime(options.asap_ready_at)}`
    : `The kitchen opens at ${kitchen.opens}: ready at about ${formatDateTime(options.asap_ready_at)}`;

  return (
    <div className="checkout-choice">
      <RadioGroup
        legend="Where should we bring your order?"
        name={`${id}-where`}
        items={destinations}
        value={choices.destination}
        onChange={choices.setDestination}
        note={stay ? undefined : 'In-room dining and room charges are for guests staying with us today.'}
      />
      <RadioGroup
        legend="When?"
        name={`${id}-when`}
        items={[
          { value: 'asap', label: 'As soon as possible', hint: asapHint },
          ...(options.slots.length > 0 ? [{ value: 'later' as const, label: 'At a time' }] : []),
        ]}
        value={choices.timing}
        onChange={choices.setTiming}
        note={`Kitchen hours ${kitchen.opens}–${kitchen.closes} (Jaipur time).`}
      />
      {choices.timing === 'later' && (
        <div className="mb-4">
          <label className="form-label" htmlFor={`${id}-slot`}>
            Time
          </label>
          <select
            className="form-select"
            id={`${id}-slot`}
            value={choices.slot}
            onChange={(event) => choices.setSlot(event.target.value)}
          >
            {options.slots.map((slot) => (
              <option key={slot} value={slot}>
                {formatDateTime(slot)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mb-4">
        <label className="form-label fw-semibold" htmlFor={`${id}-instructions`}>
          Instructions (optional)
        </label>
        <textarea
          className="form-control"
          id={`${id}-instructions`}
          rows={2}
          maxLength={MAX_INSTRUCTIONS_LENGTH}
          placeholder="Allergies, spice, cutlery, where to leave it…"
          value={choices.instructions}
          onChange={(event) => choices.setInstructions(event.target.value)}
        />
      </div>
      <RadioGroup
        legend="How would you like to pay?"
        name={`${id}-pay`}
        items={payments}
        value={choices.payment}
        onChange={choices.setPayment}
      />
    </div>
  );
}
