import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { pageT } from '#lib/i18n/messages';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import type { ApplicationFiles, SubmitResult } from '../api/submit-application';
import { toJoinPayload, type JoinValues } from '../lib/join-values';
import { JOIN } from '../lib/join-words';
import { paths } from '#config/paths';

const loadSubmit = () => import('../api/submit-application');
/** The sending code (upload with progress, failure texts) loads once someone starts the form. */
export const preloadSubmit = () => void loadSubmit().catch(() => undefined);

/** The spec's pause before going home after a successful application. */
export const HOME_AFTER_MS = 2000;

/**
 * Sending the join form: runs the invisible human check when there is no result yet ('Verifying
 * you are human...'), then uploads with progress. On success the form resets and the user goes
 * home two seconds later; on failure the server's message (or the spec's fallback) is shown.
 */
export function useJoinSubmit({ onSuccess }: { onSuccess: () => void }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pending = useRef<{ values: JoinValues; files: ApplicationFiles } | null>(null);
  const homeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(homeTimer.current), []);

  const send = async (values: JoinValues, files: ApplicationFiles, token: string) => {
    setSubmitting(true);
    setProgress(0);
    const result = await loadSubmit().then(
      ({ submitApplication }) =>
        submitApplication(toJoinPayload(values, token), files, (p) =>
          setProgress((p.loaded / p.total) * 100),
        ),
      // Its code could not be fetched: said as when no answer came.
      (): SubmitResult => ({ ok: false, message: pageT()(JOIN.submitUnreachable) }),
    );
    humanCheck.reset();
    setSubmitting(false);
    if (!result.ok) {
      setProgress(null);
      showError(result.message, { id: 'join' });
      return;
    }
    setProgress(100);
    showSuccess(result.message || pageT()(JOIN.submitted), { id: 'join' });
    onSuccess();
    homeTimer.current = window.setTimeout(() => navigate(paths.home()), HOME_AFTER_MS);
  };

  const humanCheck = useHumanCheck({
    action: 'join',
    toastId: 'join',
    onVerified: (token) => {
      const job = pending.current;
      pending.current = null;
      if (job) void send(job.values, job.files, token);
    },
  });

  const submit = (values: JoinValues, files: ApplicationFiles) => {
    dismissToast('join');
    if (!humanCheck.token) {
      pending.current = { values, files };
      setSubmitting(true);
      humanCheck.trigger();
      showInfo(pageT()(JOIN.verifyingHuman), { id: 'join' });
      return;
    }
    void send(values, files, humanCheck.token);
  };

  // A failed check ends the wait (its own message is shown by the check).
  useEffect(() => {
    if (humanCheck.status === 'error' && pending.current) {
      pending.current = null;
      setSubmitting(false);
    }
  }, [humanCheck.status]);

  return { submit, submitting, progress, humanCheckWidget: humanCheck.widget };
}
