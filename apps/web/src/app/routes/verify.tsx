import { PaymentReturn } from '#features/booking/components/payment-return';

/** /verify: the payment return page (booking-and-payments.md §2, §7). */
export function VerifyRoute() {
  return <PaymentReturn />;
}
