import { DESK_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** How a payment taken at the hotel was made: cash, a card on the hotel's terminal, UPI at the desk. */
export function DeskPaymentMethodField({
  registration,
  error,
  className = 'mb-2',
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  className?: string;
}) {
  return (
    <FormField label="How" className={className} controlClassName="form-select" error={error}>
      {(props) => (
        <select {...props} {...registration}>
          {DESK_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The terminal's slip number or the UPI reference, matched later against the bank's statement. */
export function SlipOrUtrField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField label="Slip number or UTR" className="mb-2" hint="Not needed for cash." error={error}>
      {(props) => <input {...props} maxLength={40} {...registration} />}
    </FormField>
  );
}
