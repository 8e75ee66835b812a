import { featuredPeriod, featuredPlanOf, type FeaturedPlan } from '@app/domain/featured-plans';
import { formatRupees } from '@app/domain/pricing';
import type { FeaturedPlanOffer } from '@app/domain/schemas/featured-plans';
import { buttonClasses } from '#components/ui/button';
import { CheckCircleIcon } from '#components/ui/icons';
import type { ReactNode } from 'react';
import { useT } from '#lib/i18n/i18n-context';
import { FEATURED as W, instantText } from '../lib/featured-words';

type Props = {
  plans: FeaturedPlanOffer[];
  current: { featured: boolean; featuredExpiry: Date | null };
  canBuy: boolean;
  now: Date;
  buyingKey: string | null;
  onBuy: (plan: FeaturedPlan) => void;
};

/** The two plans, each with its price, the expiry it would give and its buy button. */
export function PlanCards({ plans, current, canBuy, now, buyingKey, onBuy }: Props) {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {plans.map((offer) => {
        const plan = featuredPlanOf(offer.id);
        if (!plan) return null;
        const price = formatRupees(offer.amountPaise / 100);
        const { until } = featuredPeriod(current, plan.months, now);
        const buying = buyingKey === `featured-${plan.id}`;
        return (
          <li
            key={offer.id}
            className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised"
            data-testid="featured-plan"
          >
            <div>
              <h3 className="text-lg font-semibold text-slate-900">
                {t(W.planTitle, { months: plan.months })}
              </h3>
              <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{price}</p>
              <p className="text-sm text-slate-600">{t(W.onePayment)}</p>
            </div>
            <ul className="grid gap-2 text-[0.9375rem] text-slate-700">
              <li className="flex gap-2">
                <CheckCircleIcon
                  width={18}
                  height={18}
                  className="mt-0.5 shrink-0 text-success-700"
                />
                {t(W.onHomePage, { months: plan.months })}
              </li>
              <li className="flex gap-2">
                <CheckCircleIcon
                  width={18}
                  height={18}
                  className="mt-0.5 shrink-0 text-success-700"
                />
                <span>
                  {t.parts<ReactNode>(W.boughtNow, {
                    moment: instantText(until, t),
                    strong: (chunks) => <strong key="until">{chunks}</strong>,
                  })}
                </span>
              </li>
            </ul>
            <button
              type="button"
              className={buttonClasses('accent', 'md', 'w-full')}
              disabled={!canBuy || buyingKey !== null}
              aria-describedby="featured-terms"
              onClick={() => onBuy(plan)}
            >
              {buying ? t(W.opening) : t(W.buy, { months: plan.months, price })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
