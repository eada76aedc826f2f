import {
  apiErrorSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  discountedPrice,
  nightsBetween,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicableCoupon } from '../../lib/coupons';

/** GET availability: every room type's free rooms and price for a stay (public; registered under /availability). */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Free rooms and prices of each room type for a stay, with an optional coupon',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { check_in, check_out, guests, coupon: code } = request.query;
      const nights = nightsBetween(check_in, check_out);
      const coupon = await applicableCoupon(code, nights, app.repositories.availability.coupon);
      const roomTypes = await app.repositories.availability.roomTypes(check_in, check_out);
      return {
        check_in,
        check_out,
        nights,
        guests,
        coupon,
        rooms: roomTypes.map(({ free_rooms, ...type }) => {
          const fullPrice = nights * type.room_base_price;
          return {
            ...type,
            available: guests <= type.max_guests ? free_rooms : 0,
            nights,
            price: discountedPrice(fullPrice, coupon),
            full_price: fullPrice,
          };
        }),
      };
    },
  );
};

export default availabilityRoutes;
