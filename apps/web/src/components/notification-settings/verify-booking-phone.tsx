import { useId, useState } from 'react';
import { useNotificationPreferences } from '#lib/notification-preferences';
import { buttonClasses } from '../ui/button';
import { PhoneVerifier } from './phone-verifier';

import { useT } from '#lib/i18n/i18n-context';
import { NOTIFY as W } from './notification-words';

/**
 * After a paid booking: offers to verify the phone given on the booking form, so updates and
 * reminders can come by SMS. Never in the way: the booking is done, this can be dismissed
 * (`onDismiss` forgets the offer, so a reload does not bring it back). A code already sent (a
 * reload while verifying) opens the offer at the code.
 */
export function VerifyBookingPhone({
  phone,
  onDismiss,
}: {
  phone: string;
  onDismiss?: () => void;
}) {
  const id = useId();
  const t = useT();
  const preferences = useNotificationPreferences();
  const pendingPhone = preferences.data?.pendingPhone ?? null;
  const [opened, setOpen] = useState(false);
  const open = opened || pendingPhone !== null;
  const [closed, setClosed] = useState(false);
  const [verified, setVerified] = useState(false);
  if (closed || !preferences.data || (preferences.data.phone && !verified)) return null;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mb-6 rounded-card border border-primary-100 bg-primary-50 p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {verified ? t(W.phoneVerified) : t(W.smsToo)}
      </h2>
      {verified ? (
        <p className="mt-1 text-[0.9375rem] text-slate-700">{t(W.willText)}</p>
      ) : open ? (
        <div className="mt-3">
          <PhoneVerifier
            initialPhone={phone}
            pendingPhone={pendingPhone}
            onVerified={() => setVerified(true)}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-[0.9375rem] text-slate-700">{t(W.bookingPaid)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setOpen(true)}
              className={buttonClasses('primary')}
            >
              {t(W.verifyMyPhone)}
            </button>
            <button
              type="button"
              onClick={() => {
                setClosed(true);
                onDismiss?.();
              }}
              className={buttonClasses('ghost')}
            >
              {t(W.notNow)}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
