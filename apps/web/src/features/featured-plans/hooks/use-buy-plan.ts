import { useQueryClient } from '@tanstack/react-query';
import type { FeaturedPlan } from '@app/domain/featured-plans';
import { formatRupees } from '@app/domain/pricing';
import { checkoutOrderOf, useCheckout } from '#components/checkout/use-checkout';
import { createFeaturedOrder, verifyFeaturedPayment } from '../api/buy-featured-plan';
import { FEATURED_PLANS_KEY } from '../api/get-featured-plans';
import { FEATURED_THERAPISTS_KEY, INVOICES_KEY } from '#lib/query-keys';
import { useT } from '#lib/i18n/i18n-context';
import { FEATURED as W } from '../lib/featured-words';

/**
 * Buying a plan: the app's one checkout flow over the featured order and its verification. The
 * page is reloaded in every case, so the expiry and receipts show what the server knows.
 */
export function useBuyPlan(prefill: { name?: string; email?: string } = {}) {
  const t = useT();
  const checkout = useCheckout();
  const queryClient = useQueryClient();

  async function buy(plan: FeaturedPlan) {
    if (checkout.busy) return;
    try {
      await checkout.pay({
        key: `featured-${plan.id}`,
        createOrder: async () =>
          checkoutOrderOf(await createFeaturedOrder(plan.id), {
            description: t(W.checkoutLine, {
              plan: t(W.planTitle, { months: plan.months }),
              price: formatRupees(plan.rupees),
            }),
            prefill,
          }),
        verify: (paid) => verifyFeaturedPayment(paid),
        orderFailedText: t(W.orderFailed),
        paidText: t(W.paid),
        toastId: 'featured-plan',
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: FEATURED_PLANS_KEY });
      await queryClient.invalidateQueries({ queryKey: FEATURED_THERAPISTS_KEY });
      await queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    }
  }

  return { buy, buyingKey: checkout.busyKey, busy: checkout.busy };
}
