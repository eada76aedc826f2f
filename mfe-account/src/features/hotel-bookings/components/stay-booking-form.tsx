import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import {
  BED_PREFERENCES,
  OCCASIONS,
  DEFAULT_RATE_PLAN,
  RATE_PLAN_CODE_PATTERN,
  type RatePlanCode,
  type RoomType,
  type StayBooking,
  stayBookingRequestSchema,
  type StayChoice,
  stayQuoteQuerySchema,
  type StayQuoteQuery,
  STAY_MESSAGES,
  type ValidStayBookingRequest,
} from '@haveli/contracts';
import { range } from '../lib/range';
import { FormAlert, FormField, formatInr } from '@haveli/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateStayBooking } from '../api/create-stay-booking';
import { useStayQuote } from '../api/get-stay-quote';
import { StayDatesField } from './stay-dates-field';
import { PartyFields, RoomTypeSelect } from './stay-fields';
import { StayPricePanel } from './stay-price-panel';

export interface StayFormValues {
  guest_name: string;
  room_type_id: string;
  check_in: string;
  check_out: string;
  adults: string;
  children: string;
  child_ages: string[];
  rooms: string;
  rate_plan: RatePlanCode;
  coupon: string;
  requests: { arrival_time: string; bed_preference: string; occasion: string; remarks: string };
  /** Whether the GST invoice is made out to a company (its details below), not to the guest. */
  company_invoice: boolean;
  billing: { company: string; address: string; gstin: string };
}

const ARRIVAL_TIMES = range(0, 23).map((hour) => `${String(hour).padStart(2, '0')}:00`);

/** The form's values as the API takes them: numbers, and one age for each child. */
export function toStayRequest({ company_invoice, billing, ...values }: StayFormValues) {
  const children = Number(values.children) || 0;
  return {
    ...values,
    billing: company_invoice ? billing : null,
    room_type_id: values.room_type_id,
    adults: values.adults,
    children: values.children,
    child_ages: values.child_ages.slice(0, children).map(Number),
    rooms: values.rooms,
    coupon: values.coupon,
  };
}

/** The schema of the API, plus what a form has and the API cannot see: a child's age not chosen yet. */
const stayFormResolver: Resolver<StayFormValues, unknown, ValidStayBookingRequest> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(stayBookingRequestSchema)(
    toStayRequest(values) as never,
    context,
    options as never,
  );
  const children = Number(values.children) || 0;
  const missing = range(0, children - 1).filter((index) => !values.child_ages[index]);
  if (missing.length === 0) return result as Awaited<ReturnType<typeof stayFormResolver>>;
  const ageErrors: Record<number, { type: string; message: string }> = {};
  for (const index of missing) ageErrors[index] = { type: 'required', message: STAY_MESSAGES.childAges };
  return {
    values: {},
    errors: { ...(result.errors as FieldErrors<StayFormValues>), child_ages: ageErrors as never },
  };
};

/** Starting values from a "Book" link (or nothing): the guest changes any of them. */
export function stayFormDefaults(
  choice: StayChoice,
  roomTypes: readonly RoomType[],
  guestName: string,
): StayFormValues {
  const wanted = choice.roomType?.toLowerCase();
  const roomType = roomTypes.find(
    (type) => type.room_type.toLowerCase() === wanted || type.title.toLowerCase() === wanted,
  );
  const children = choice.children ?? 0;
  return {
    guest_name: guestName,
    room_type_id: roomType ? String(roomType.id) : '',
    check_in: choice.checkIn ?? '',
    check_out: choice.checkOut ?? '',
    adults: String(choice.adults ?? 2),
    children: String(children),
    child_ages: range(0, children - 1).map((index) => {
      const age = choice.childAges?.[index];
      return age === undefined ? '' : String(age);
    }),
    rooms: String(choice.rooms ?? 1),
    rate_plan:
      choice.ratePlan && RATE_PLAN_CODE_PATTERN.test(choice.ratePlan) ? choice.ratePlan : DEFAULT_RATE_PLAN,
    coupon: choice.coupon ?? '',
    requests: { arrival_time: '', bed_preference: 'No preference', occasion: 'None', remarks: '' },
    company_invoice: false,
    billing: { company: '', address: '', gstin: '' },
  };
}

/** Waits until the guest stops typing (a coupon), so each keystroke does not ask for a price. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The quote to ask for, once the stay is complete and valid; null while something is missing. */
function quoteQueryOf(values: Partial<StayFormValues>, coupon: string): StayQuoteQuery | null {
  const children = Number(values.children) || 0;
  const ages = (values.child_ages ?? []).slice(0, children);
  if (ages.length < children || ages.some((age) => age === '')) return null;
  const query = {
    room_type_id: values.room_type_id ?? '',
    check_in: values.check_in ?? '',
    check_out: values.check_out ?? '',
    adults: values.adults ?? '',
    children: values.children ?? '',
    child_ages: ages.map(Number),
    rooms: values.rooms ?? '',
    rate_plan: values.rate_plan ?? DEFAULT_RATE_PLAN,
    ...(coupon.trim() ? { coupon: coupon.trim() } : {}),
  };
  const valid = stayQuoteQuerySchema.safeParse(query);
  if (!valid.success) return null;
  const { coupon: code, ...rest } = valid.data;
  return code ? { ...rest, coupon: code } : rest;
}

const isCouponFailure = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 400 &&
  (Boolean(error.fields?.coupon) || /coupon/i.test(error.message));

export interface StayBookingFormProps {
  roomTypes: readonly RoomType[];
  defaults: StayFormValues;
  submitLabel: string;
  onBooked: (booking: StayBooking) => void;
  /** A line above the form, e.g. why the guest was asked to log in. */
  notice?: ReactNode;
}

const SERVER_FIELDS = [
  'guest_name',
  'room_type_id',
  'check_in',
  'check_out',
  'adults',
  'rooms',
  'billing.company',
  'billing.address',
  'billing.gstin',
] as const;

/**
 * The booking form: the room type, dates, party and rooms, the rate plan, a coupon and the guest's
 * requests, with the stay's price breakdown beside it, asked again as soon as anything changes. On failure it
 * keeps everything the guest chose and says what is wrong.
 */
export function StayBookingForm({
  roomTypes,
  defaults,
  submitLabel,
  onBooked,
  notice,
}: StayBookingFormProps) {
  const book = useCreateStayBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<StayFormValues, unknown, ValidStayBookingRequest>({
    resolver: stayFormResolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });

  const values = useWatch({ control }) as Partial<StayFormValues>;
  const coupon = useSettled(values.coupon ?? '');
  const query = quoteQueryOf(values, coupon);
  const quote = useStayQuote(query);
  const couponRefused = query?.coupon !== undefined && isCouponFailure(quote.error);
  const withoutCoupon = useStayQuote(couponRefused && query ? { ...query, coupon: undefined } : null);
  const shownQuote = couponRefused ? withoutCoupon : quote;
  const couponMessage = couponRefused ? (quote.error as ApiRequestError).message : undefined;

  const children = Number(values.children) || 0;
  const roomTypeId = Number(values.room_type_id) || null;
  const companyInvoice = values.company_invoice === true;

  const onSubmit = handleSubmit(async (booking) => {
    setFailure(null);
    try {
      const { data } = await book.mutateAsync(booking);
      onBooked(data);
    } catch (error) {
      const message = showServerErrors(error, setError, SERVER_FIELDS);
      if (isCouponFailure(error)) setError('coupon', { type: 'server', message });
      else setFailure(message);
    }
  });

  const chooseDates = (checkIn: string, checkOut: string) => {
    setValue('check_in', checkIn, { shouldValidate: Boolean(errors.check_in) });
    setValue('check_out', checkOut, { shouldValidate: Boolean(errors.check_out) });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="row g-4 stay-booking-form">
      <div className="col-12 col-lg-7">
        {notice}
        <FormAlert message={failure} />
        <h2 className="h5">Your stay</h2>
        <RoomTypeSelect roomTypes={roomTypes} register={register} error={errors.room_type_id?.message} />
        <StayDatesField
          checkIn={values.check_in ?? ''}
          checkOut={values.check_out ?? ''}
          roomTypeId={roomTypeId}
          checkInError={errors.check_in?.message}
          checkOutError={errors.check_out?.message}
          onChange={chooseDates}
        />
        <PartyFields register={register} errors={errors} childCount={children} />

        {shownQuote.data && shownQuote.data.rate_plans.length > 0 && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">Rate plan</legend>
            {shownQuote.data.rate_plans.map((plan) => (
              <div className="form-check border rounded-3 p-3 ps-5 mb-2 rate-plan-option" key={plan.code}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`rate-plan-${plan.code}`}
                  value={plan.code}
                  aria-describedby={`rate-plan-${plan.code}-policy`}
                  {...register('rate_plan')}
                />
                <label
                  className="form-check-label d-flex flex-wrap justify-content-between w-100"
                  htmlFor={`rate-plan-${plan.code}`}
                >
                  <span className="fw-semibold">{plan.name}</span>
                  <span className="fw-semibold">{formatInr(plan.total)}</span>
                </label>
                <div className="small text-secondary" id={`rate-plan-${plan.code}-policy`}>
                  {plan.description} {plan.policy_text}
                  {plan.deposit > 0 &&
                    (plan.deposit < plan.total
                      ? ' We hold the room for 15 minutes while you pay the deposit.'
                      : ' Paid in full when you book: we hold the room for 15 minutes while you pay.')}
                </div>
              </div>
            ))}
          </fieldset>
        )}

        <FormField
          label="Coupon Code (optional)"
          error={errors.coupon?.message ?? couponMessage}
          hint="Have an offer code? The price updates as you type."
        >
          {(field) => (
            <input
              {...field}
              className={`${field.className} text-uppercase`}
              autoComplete="off"
              {...register('coupon')}
            />
          )}
        </FormField>

        <h2 className="h5 mt-4">Guest and requests</h2>
        <FormField label="Guest Name" error={errors.guest_name?.message}>
          {(field) => <input {...field} autoComplete="name" required {...register('guest_name')} />}
        </FormField>
        <div className="row g-2">
          <FormField
            label="Arrival time"
            error={errors.requests?.arrival_time?.message}
            controlClassName="form-select"
            className="col-12 col-sm-4 mb-3"
          >
            {(field) => (
              <select {...field} {...register('requests.arrival_time')}>
                <option value="">Not sure yet</option>
                {ARRIVAL_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Bed preference"
            error={errors.requests?.bed_preference?.message}
            controlClassName="form-select"
            className="col-12 col-sm-4 mb-3"
          >
            {(field) => (
              <select {...field} {...register('requests.bed_preference')}>
                {BED_PREFERENCES.map((bed) => (
                  <option key={bed}>{bed}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Occasion"
            error={errors.requests?.occasion?.message}
            controlClassName="form-select"
            className="col-12 col-sm-4 mb-3"
          >
            {(field) => (
              <select {...field} {...register('requests.occasion')}>
                {OCCASIONS.map((occasion) => (
                  <option key={occasion}>{occasion}</option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label="Remarks" error={errors.requests?.remarks?.message}>
          {(field) => <textarea rows={3} {...field} {...register('requests.remarks')} />}
        </FormField>

        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id="company-invoice"
            {...register('company_invoice')}
          />
          <label className="form-check-label" htmlFor="company-invoice">
            Make the GST invoice out to my company
          </label>
        </div>
        {companyInvoice && (
          // Right after the box in reading order: a screen reader meets the new fields next.
          <fieldset className="mb-3">
            <legend className="visually-hidden">Company details for the GST invoice</legend>
            <FormField label="Company name" error={errors.billing?.company?.message}>
              {(field) => (
                <input {...field} autoComplete="organization" required {...register('billing.company')} />
              )}
            </FormField>
            <FormField label="Company address" error={errors.billing?.address?.message}>
              {(field) => (
                <textarea
                  rows={2}
                  {...field}
                  autoComplete="street-address"
                  required
                  {...register('billing.address')}
                />
              )}
            </FormField>
            <FormField
              label="GSTIN"
              error={errors.billing?.gstin?.message}
              hint="The company’s 15-character GST number, printed on the invoice so it can claim the tax."
            >
              {(field) => (
                <input
                  {...field}
                  className={`${field.className} text-uppercase`}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={15}
                  required
                  {...register('billing.gstin')}
                />
              )}
            </FormField>
          </fieldset>
        )}
      </div>

      <div className="col-12 col-lg-5">
        <div className="card stay-price-card">
          <div className="card-body">
            <StayPricePanel quote={shownQuote} asked={query !== null} rooms={Number(values.rooms) || 1} />
            <button type="submit" className="btn btn-primary w-100 mt-3" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {submitLabel}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
