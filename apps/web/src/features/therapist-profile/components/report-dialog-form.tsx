import { useEffect, useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { MESSAGES } from '@app/domain/messages';
import { useFocusOnMount } from '#components/load-on-intent';
import { buttonClasses } from '#components/ui/button';
import { CloseIcon, FlagIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { showError, showSuccess } from '#lib/toast';
import { useReportTherapist } from '../api/report-therapist';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  report: { id: 'therapist.report.open', defaultMessage: 'Report' },
  title: { id: 'therapist.report.title', defaultMessage: 'Report {therapist}' },
  close: { id: 'therapist.report.close', defaultMessage: 'Close' },
  intro: {
    id: 'therapist.report.intro',
    defaultMessage: 'Tell us what went wrong. Our team reviews every report in confidence.',
  },
  message: { id: 'therapist.report.message', defaultMessage: 'Message' },
  cancel: { id: 'therapist.report.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'therapist.report.sending', defaultMessage: 'Sending…' },
  submit: { id: 'therapist.report.submit', defaultMessage: 'Submit report' },
});

const MAX_LENGTH = 1000;

export type ReportDialogProps = { therapistId: string; therapistName: string };

/**
 * 'Report' button: signed out it asks to log in; signed in it opens a short form. Loaded when
 * someone is about to use it (report-dialog.tsx): `initiallyOpen` when a signed-in person pressed
 * the stand-in meanwhile, `focusTrigger` when the stand-in had the focus.
 */
export function ReportDialogForm({
  therapistId,
  therapistName,
  initiallyOpen = false,
  focusTrigger = false,
}: ReportDialogProps & { initiallyOpen?: boolean; focusTrigger?: boolean }) {
  const t = useT();
  const signedIn = useIsSignedIn();
  const [open, setOpen] = useState(initiallyOpen && signedIn);
  const triggerRef = useFocusOnMount(focusTrigger);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const report = useReportTherapist();
  const id = useId();
  // Pressed signed out while this code arrived: the press may have reached neither button.
  useEffect(() => {
    if (initiallyOpen && !signedIn) showError(MESSAGES.report.loginRequired, { id: 'report' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it replaces the stand-in
  }, []);

  const onOpenChange = (next: boolean) => {
    if (next && !signedIn) {
      showError(MESSAGES.report.loginRequired, { id: 'report' });
      return;
    }
    if (next) {
      setMessage('');
      setError('');
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!therapistId) {
      setError(MESSAGES.report.unknownTherapist);
      return;
    }
    if (message.trim() === '') {
      setError(MESSAGES.report.messageRequired);
      return;
    }
    setError('');
    report.mutate(
      { therapistId, therapistName, message: message.trim() },
      {
        onSuccess: (res) => {
          showSuccess(res.message || MESSAGES.report.success, { id: 'report' });
          setOpen(false);
        },
        onError: () => setError(MESSAGES.report.failed),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClasses('ghost', 'md')} ref={triggerRef}>
        <FlagIcon width={18} height={18} />
        {t(M.report)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">
              {t(M.title, { therapist: therapistName })}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(M.close)}
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-[0.9375rem] text-slate-600">
            {t(M.intro)}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5">
            <label htmlFor={`${id}-msg`} className="block text-sm font-semibold text-slate-800">
              {t(M.message)} <span aria-hidden="true">*</span>
            </label>
            <textarea
              id={`${id}-msg`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={MAX_LENGTH}
              rows={5}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              className="mt-1.5 w-full rounded-control border border-slate-300 p-3 text-base focus:border-primary-700"
            />
            {error ? (
              <p
                id={`${id}-err`}
                role="alert"
                className="mt-1.5 text-sm font-medium text-danger-700"
              >
                {error}
              </p>
            ) : null}
            <div className="mt-5 flex justify-end gap-3">
              <Dialog.Close className={buttonClasses('secondary', 'md')}>
                {t(M.cancel)}
              </Dialog.Close>
              <button
                type="submit"
                disabled={report.isPending}
                className={buttonClasses('primary', 'md')}
              >
                {report.isPending ? t(M.sending) : t(M.submit)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
