import { http, postOnce, type RequestOptions } from '@haveli/api-client';
import type {
  StayBooking,
  StayBookingList,
  StayBookingRequest,
  StayBookingResponse,
  StayCalendar,
  StayCalendarQuery,
  StayCancelPreview,
  StayCancelResponse,
  StayChangePreview,
  StayChangeRequest,
  StayChangeResponse,
  StayQuote,
  StayQuoteQuery,
} from '@haveli/contracts';

const ref = (reference: string) => `stays/bookings/${encodeURIComponent(reference)}`;

/** Query strings carry child ages as "4,9" (axios would write child_ages[]=4&child_ages[]=9). */
function quoteParams(query: StayQuoteQuery): Record<string, unknown> {
  const { child_ages: ages, ...rest } = query;
  return {
    ...rest,
    ...(Array.isArray(ages) ? { child_ages: ages.join(',') } : ages ? { child_ages: ages } : {}),
  };
}

/** GET stays/quote: the price breakdown, policy and rate plans of a stay (public). */
export async function getStayQuote(
  query: StayQuoteQuery,
  { signal }: RequestOptions = {},
): Promise<StayQuote> {
  const { data } = await http.get<StayQuote>('stays/quote', { params: quoteParams(query), signal });
  return data;
}

/** GET stays/calendar: nights with no room of the type free, and minimum stays, for a date picker (public). */
export async function getStayCalendar(
  query: StayCalendarQuery,
  { signal }: RequestOptions = {},
): Promise<StayCalendar> {
  const { data } = await http.get<StayCalendar>('stays/calendar', { params: query, signal });
  return data;
}

/** POST stays/bookings: books 1–4 rooms, all or nothing (signed in; sent with an Idempotency-Key). */
export async function createStayBooking(body: StayBookingRequest): Promise<StayBookingResponse> {
  // Booked once, even when the guest's connection drops before the answer (see `postOnce`).
  const { data } = await postOnce<StayBookingResponse>('stays/bookings', body);
  return data;
}

/** GET stays/bookings: the signed-in guest's bookings, the latest stay first. */
export async function getMyStayBookings({ signal }: RequestOptions = {}): Promise<StayBooking[]> {
  const { data } = await http.get<StayBookingList>('stays/bookings', { signal });
  return data.bookings;
}

/** GET stays/bookings/{reference}: one booking of the signed-in guest (404 for anyone else's). */
export async function getStayBooking(
  reference: string,
  { signal }: RequestOptions = {},
): Promise<StayBooking> {
  const { data } = await http.get<StayBooking>(ref(reference), { signal });
  return data;
}

/** POST stays/bookings/{reference}/change-preview: the re-priced stay and the difference, nothing changed. */
export async function previewStayChange(
  reference: string,
  body: StayChangeRequest,
): Promise<StayChangePreview> {
  const { data } = await http.post<StayChangePreview>(`${ref(reference)}/change-preview`, body);
  return data;
}

/** POST stays/bookings/{reference}/change: changes dates, room type or guests before the policy's deadline. */
export async function changeStayBooking(
  reference: string,
  body: StayChangeRequest,
): Promise<StayChangeResponse> {
  // Changed once, even when the answer is lost (see `postOnce`).
  const { data } = await postOnce<StayChangeResponse>(`${ref(reference)}/change`, body);
  return data;
}

/** GET stays/bookings/{reference}/cancel-preview: the fee the policy charges if the guest cancels now. */
export async function previewStayCancellation(
  reference: string,
  { signal }: RequestOptions = {},
): Promise<StayCancelPreview> {
  const { data } = await http.get<StayCancelPreview>(`${ref(reference)}/cancel-preview`, { signal });
  return data;
}

/** POST stays/bookings/{reference}/cancel. */
export async function cancelStayBooking(reference: string): Promise<StayCancelResponse> {
  const { data } = await http.post<StayCancelResponse>(`${ref(reference)}/cancel`, {});
  return data;
}

/** GET stays/bookings/{reference}/calendar.ics: the add-to-calendar file, as a Blob (owner only). */
export async function downloadStayCalendarFile(reference: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`${ref(reference)}/calendar.ics`, { responseType: 'blob' });
  return data;
}

/** GET stays/bookings/{reference}/confirmation.pdf: the PDF confirmation with the GST breakdown (owner only). */
export async function downloadStayConfirmationPdf(reference: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`${ref(reference)}/confirmation.pdf`, { responseType: 'blob' });
  return data;
}
