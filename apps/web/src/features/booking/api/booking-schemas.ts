import '#lib/zod-config';

/**
 * The booking calls' schemas and wire conversions, imported only dynamically: zod loads with the
 * first call, not with the booking page. zod-config comes first, as schemas are created under it.
 */
export { profileResponse } from '@app/domain/schemas/account';
export {
  bookingResultResponse,
  createBookingOrderResponse,
  createPaymentOrderResponse,
  slotHoldResponse,
  toWireBookingDetails,
  toWireSlot,
} from '@app/domain/schemas/booking';
export { okResponse } from '@app/domain/schemas/common';
