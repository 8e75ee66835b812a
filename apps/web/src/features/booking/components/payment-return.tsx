import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { errorMessage } from '#lib/api-client';
import { getToken } from '#lib/auth-token';
import { showError, showSuccess } from '#lib/toast';
import { verifyPaymentReturn } from '../api/booking-payments';
import { paths } from '#config/paths';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  title: { id: 'booking.paymentReturn.title', defaultMessage: 'Confirming your payment' },
  working: { id: 'booking.paymentReturn.working', defaultMessage: 'Confirming your payment…' },
});

/**
 * /verify: the payment provider's return address. Confirms the payment once, says how it went and
 * goes to My Appointments in every case.
 */
export function PaymentReturn() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Development's double effects must not verify twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const success = params.get('success');
    const appointmentId = params.get('appointmentId');
    const finish = () => void navigate(paths.myAppointments(), { replace: true });
    if (!success || !appointmentId || !getToken()) {
      finish();
      return;
    }
    verifyPaymentReturn({ success, appointmentId })
      .then((answer) => showSuccess(answer.message, { id: 'payment-return' }))
      .catch((error: unknown) => showError(errorMessage(error), { id: 'payment-return' }))
      .finally(finish);
  }, [params, navigate]);

  return (
    <div className="flex min-h-[60dvh] flex-1 items-center justify-center px-4 py-24">
      <PageHead title={t(M.title)} description={t(M.title)} noIndex />
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-primary-100 border-t-primary-700"
        />
        <span className="sr-only">{t(M.working)}</span>
      </div>
    </div>
  );
}
