import { type StaffOrder, staffOrderPaymentRequestSchema } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import { FormDialog } from '../../../components/form-dialog';
import {
  type DeskPaymentMethod,
  DeskPaymentMethodField,
  SlipOrUtrField,
} from '../../../components/desk-payment-fields';
import { useStaffForm } from '../../../components/staff-form';
import type { useTakeOrderPayment } from '../api/kitchen-orders';

type Draft = { method: DeskPaymentMethod; reference: string };
const BLANK: Draft = { method: 'cash', reference: '' };

export interface TakePaymentDialogProps {
  order: StaffOrder;
  open: boolean;
  onClose: () => void;
  take: ReturnType<typeof useTakeOrderPayment>;
}

/**
 * Takes a food order's total at the hotel as it is handed over: how it was paid, and the slip or UPI
 * reference. The API then issues the order's GST tax invoice and mails it to the guest.
 */
export function TakePaymentDialog({ order, open, onClose, take }: TakePaymentDialogProps) {
  const form = useStaffForm({ schema: staffOrderPaymentRequestSchema, defaultValues: BLANK });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const formId = `take-payment-${order.id}`;
  const close = () => {
    reset(BLANK);
    onClose();
  };
  return (
    <FormDialog
      title={`Take payment for ${order.reference}`}
      open={open}
      onClose={close}
      formId={formId}
      submitLabel={`Record ${formatInr(order.total)}`}
      busy={take.isPending}
      failure={form.failure}
      onSubmit={form.submit((request) =>
        take.mutate({ id: order.id, request }, { onSuccess: close, onError: form.refused }),
      )}
    >
      <p>
        {order.guest_name} pays <strong>{formatInr(order.total)}</strong>: {formatInr(order.subtotal)} and GST{' '}
        {order.tax_percent}% of {formatInr(order.tax)}. The GST tax invoice goes to the guest by mail.
      </p>
      <DeskPaymentMethodField registration={register('method')} error={errors.method?.message} />
      <SlipOrUtrField registration={register('reference')} error={errors.reference?.message} />
    </FormDialog>
  );
}
