import { BOOKING_MESSAGES, couponMinNightsMessage, type AppliedCoupon } from '@haveli/contracts';
import type { Coupon } from '../repositories/availability-repository';
import { badRequest } from './http-errors';

/**
 * The offer a coupon code claims for a stay of `nights`, or null without a code. An unknown or inactive code,
 * or a stay shorter than the offer asks, is a 400 the guest can read.
 */
export async function applicableCoupon(
  code: string | undefined,
  nights: number,
  find: (code: string) => Promise<Coupon | undefined>,
): Promise<AppliedCoupon | null> {
  if (!code) return null;
  const coupon = await find(code);
  if (!coupon) throw badRequest(BOOKING_MESSAGES.invalidCoupon);
  if (nights < coupon.min_nights) throw badRequest(couponMinNightsMessage(coupon.min_nights));
  const { min_nights: _minNights, ...applied } = coupon;
  return applied;
}
